import { createFileRoute } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { approvalSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/approve-user')({
  validateSearch: approvalSearch,
  component: () => <UpcomingScreen title="User Approval" />,
})
