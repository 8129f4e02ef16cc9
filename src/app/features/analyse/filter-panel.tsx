import { Button, Card, Field, HStack, Input, RadioGroup, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { DETAIL_LEVELS, SEARCH_QUERY_MAX, type DetailLevel } from '../../../core/contract/search'
import type { CategoryLists } from './api/categories'
import { CategorySelect } from './category-select'
import { DETAIL_LEVEL_LABELS, type Filters } from './filters'
import { analyseMessages } from './messages'
import { ReportCountSlider } from './report-count-slider'

type Props = {
  categories: CategoryLists
  filters: Filters
  onChange: (filters: Filters) => void
  loading: boolean
  onSearch: () => void
  onClear: () => void
}

/** The left third of the screen: detail level, report count, the three category selects and a Keywords field. */
export function FilterPanel({ categories, filters, onChange, loading, onSearch, onClear }: Props) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value })

  return (
    <Card.Root as="section" aria-labelledby="analyse-filters-title" variant="outline" bg="bg.panel">
      <Card.Body gap="5">
        <Card.Title as="h2" id="analyse-filters-title">
          Search Filters
        </Card.Title>
        {categories.status === 'loading' ? (
          <HStack role="status" justify="center" py="10">
            <Spinner size="lg" />
            <VisuallyHidden>Loading categories...</VisuallyHidden>
          </HStack>
        ) : (
          <Stack
            as="form"
            gap="5"
            onSubmit={(event) => {
              event.preventDefault()
              if (!loading) onSearch()
            }}
          >
            <RadioGroup.Root
              value={filters.mode}
              onValueChange={(details) => set('mode', details.value as DetailLevel)}
              disabled={loading}
              size="sm"
            >
              <RadioGroup.Label fontWeight="medium" mb="2" display="block">
                Level of detail
              </RadioGroup.Label>
              <HStack gap="4" wrap="wrap">
                {DETAIL_LEVELS.map((level) => (
                  <RadioGroup.Item key={level} value={level}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{DETAIL_LEVEL_LABELS[level]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>

            <ReportCountSlider value={filters.k} onChange={(k) => set('k', k)} disabled={loading} />

            <CategorySelect
              title="Industry Categories"
              options={categories.lists.industry_categories}
              value={filters.industries}
              onChange={(value) => set('industries', value)}
              disabled={loading}
            />
            <CategorySelect
              title="Risk Categories"
              options={categories.lists.risk_categories}
              value={filters.risks}
              onChange={(value) => set('risks', value)}
              disabled={loading}
            />
            <CategorySelect
              title="Action Categories"
              options={categories.lists.action_categories}
              value={filters.actions}
              onChange={(value) => set('actions', value)}
              disabled={loading}
            />
            {categories.sample && (
              <Text fontSize="xs" color="fg.muted">
                The category lists could not be loaded, so sample lists are shown until the connection returns.
              </Text>
            )}

            <Field.Root disabled={loading}>
              <Field.Label>Keywords</Field.Label>
              <Input
                name="keywords"
                value={filters.keywords}
                maxLength={SEARCH_QUERY_MAX}
                onChange={(event) => set('keywords', event.target.value)}
              />
              <Field.HelperText>Optional, for example: flood, net zero, scenario analysis.</Field.HelperText>
            </Field.Root>

            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                loading={loading}
                loadingText={analyseMessages.searching}
                spinnerPlacement="start"
                disabled={loading}
              >
                Search
              </Button>
              <Button type="button" variant="outline" onClick={onClear} disabled={loading}>
                Clear
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
