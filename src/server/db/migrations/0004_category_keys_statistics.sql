-- The search tiers test category_keys for rare combinations of categories; the planner only recognises them as rare
-- (and answers through the GIN index instead of walking every report) when every key is in the column's statistics
-- (docs/decisions/070). Statistics take effect at the next ANALYZE, which the demo corpus seeding runs.
ALTER TABLE "reports" ALTER COLUMN "category_keys" SET STATISTICS 1000;
