import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../../features/auth/confirm-email-page'
import { tokenSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/confirm-email')({
  validateSearch: tokenSearch,
  component: ConfirmEmailPage,
})
