import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/auth/reset-password-page'
import { tokenSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordPage,
})
