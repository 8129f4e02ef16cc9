import { createFileRoute } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { tokenSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/confirm-email')({
  validateSearch: tokenSearch,
  component: () => <UpcomingScreen title="Email Confirmation" />,
})
