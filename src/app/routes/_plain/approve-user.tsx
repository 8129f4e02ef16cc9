import { createFileRoute } from '@tanstack/react-router'
import { ApproveUserPage } from '../../features/auth/approve-user-page'
import { approvalSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/approve-user')({
  validateSearch: approvalSearch,
  component: ApproveUserPage,
})
