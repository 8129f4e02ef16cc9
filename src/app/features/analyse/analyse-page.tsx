import { Alert, Button, Grid, Heading, HStack, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import type { RelaxedFilter } from '../../../core/contract/search'
import { usePageTitle } from '../../lib/page-title'
import { useRevealMessage } from '../../lib/use-reveal-message'
import { useAuth } from '../../lib/stored-user'
import { useCategoryLists } from './api/categories'
import { CategoryChart } from './category-chart'
import { FilterPanel } from './filter-panel'
import { DEFAULT_FILTERS, type Filters } from './filters'
import { HowItWorks } from './how-it-works'
import { analyseMessages } from './messages'
import { countCategories, groupReports, isSynthetic } from './report-groups'
import { ReportList } from './report-list'
import { SummaryPanel } from './summary-panel'
import { useAnalysis } from './use-analysis'

export function AnalysePage() {
  usePageTitle('Analyse Reports')
  const { user } = useAuth()
  return (
    <Stack gap="6" maxW="7xl">
      <Heading as="h1" size="2xl">
        Analyse Reports
      </Heading>
      {user ? <AnalyseWorkspace key={user.email} /> : <SignedOut />}
    </Stack>
  )
}

/** The Analyse screen's fixed wording for a visitor who was signed out while on the page (a 401 forgets the user). */
function SignedOut() {
  return (
    <Alert.Root status="warning" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Description flex="1">{analyseMessages.signedOut}</Alert.Description>
      <Button asChild size="sm">
        <RouterLink to="/login" search={{ returnUrl: '/analyse' }}>
          Log in
        </RouterLink>
      </Button>
    </Alert.Root>
  )
}

function AnalyseWorkspace() {
  const categories = useCategoryLists()
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS)
  const { loading, result, banner, search, clear } = useAnalysis()
  const bannerRef = useRef<HTMLDivElement>(null)

  useRevealMessage(bannerRef, banner)

  const reports = useMemo(() => (result ? groupReports(result.documents) : []), [result])
  const counts = useMemo(() => countCategories(reports), [reports])
  const synthetic = result ? isSynthetic(result.documents, result.summary) : false

  // Giving up the filter the server names (or another it offers) and searching again, so the summary can follow.
  const relax = (filter: RelaxedFilter['filter']) => {
    const key = ({ industry: 'industries', risk: 'risks', action: 'actions' } as const)[filter]
    const next = { ...filters, [key]: [] }
    setFilters(next)
    search(next)
  }

  return (
    <Stack gap="6">
      {banner && (
        <Alert.Root ref={bannerRef} status={banner.status} role="alert" tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{banner.message}</Alert.Description>
            {banner.detail && <Alert.Description>{banner.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      <HowItWorks />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <FilterPanel
          categories={categories}
          filters={filters}
          onChange={setFilters}
          loading={loading}
          onSearch={() => search(filters)}
          onClear={() => {
            setFilters(DEFAULT_FILTERS)
            clear()
          }}
        />
        <Stack gap="6" minW="0">
          <SummaryPanel loading={loading} content={result?.summary?.content} synthetic={synthetic} />
          {result && !loading && result.keywordsMatched && result.keywordsMatched !== 'all' && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>
                {result.keywordsMatched === 'some' ? analyseMessages.keywordsSome : analyseMessages.keywordsNone}
              </Alert.Description>
            </Alert.Root>
          )}
          {result && !loading && result.relaxed && (
            <HStack gap="3" wrap="wrap">
              {[result.relaxed, ...(result.relaxed.alternatives ?? [])].map((option) => (
                <Button key={option.filter} size="sm" variant="outline" onClick={() => relax(option.filter)}>
                  {analyseMessages.relaxButton(option.title)}
                </Button>
              ))}
            </HStack>
          )}
          {result && !loading && (
            <>
              <CategoryChart counts={counts} reportCount={reports.length} />
              <ReportList
                reports={reports}
                synthetic={synthetic}
                {...(result.relaxed ? { title: analyseMessages.closestTitle } : {})}
              />
            </>
          )}
        </Stack>
      </Grid>
    </Stack>
  )
}
