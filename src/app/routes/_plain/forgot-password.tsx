import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page'
import { requireSignedOut } from '../../features/auth/guards'

export const Route = createFileRoute('/_plain/forgot-password')({
  beforeLoad: requireSignedOut,
  component: ForgotPasswordPage,
})
