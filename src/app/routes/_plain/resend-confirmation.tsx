import { createFileRoute } from '@tanstack/react-router'
import { requireSignedOut } from '../../features/auth/guards'
import { ResendConfirmationPage } from '../../features/auth/resend-confirmation-page'

export const Route = createFileRoute('/_plain/resend-confirmation')({
  beforeLoad: requireSignedOut,
  component: ResendConfirmationPage,
})
