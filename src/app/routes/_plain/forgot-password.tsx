import { createFileRoute } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { requireSignedOut } from '../../features/auth/guards'

export const Route = createFileRoute('/_plain/forgot-password')({
  beforeLoad: requireSignedOut,
  component: () => <UpcomingScreen title="Forgot Password" />,
})
