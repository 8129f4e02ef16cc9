import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../../features/auth/signup-page'
import { requireSignedOut } from '../../features/auth/guards'

export const Route = createFileRoute('/_plain/signup')({
  beforeLoad: requireSignedOut,
  component: SignupPage,
})
