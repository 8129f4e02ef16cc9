import type { CategoriesResponse } from '../../../core/contract/search'

/**
 * SPEC.md section 8's built-in sample lists. DESIGN.md section 5 lets only the category lists fall back to them, and
 * only when the server cannot be reached and the service worker holds no cached copy; the screen then says so.
 */
export const SAMPLE_CATEGORIES: CategoriesResponse = {
  industry_categories: ['Agriculture', 'Mining', 'Construction', 'Manufacturing', 'Transportation', 'Finance', 'Services'],
  risk_categories: ['Physical', 'Transition', 'Liability', 'Market', 'Policy', 'Technology', 'Reputation'],
  action_categories: ['Mitigation', 'Adaptation', 'Resilience', 'Innovation', 'Governance'],
}
