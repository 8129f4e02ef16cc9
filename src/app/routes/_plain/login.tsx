import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/login-page'
import { requireSignedOut } from '../../features/auth/guards'
import { loginSearch } from '../../features/auth/search-params'

export const Route = createFileRoute('/_plain/login')({
  validateSearch: loginSearch,
  beforeLoad: requireSignedOut,
  component: LoginPage,
})
