import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { AnalysePage } from '../../features/analyse/analyse-page'
import { categoriesQueryOptions } from '../../features/analyse/api/categories'

export const Route = createFileRoute('/_main/analyse')({
  beforeLoad: requireSignedIn,
  // Started, not awaited: the page shows at once with a spinner in the filter panel until the lists arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions())
  },
  component: AnalysePage,
})
