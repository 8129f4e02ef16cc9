import { createFileRoute } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { requireSignedIn } from '../../features/auth/guards'
import { branding } from '../../lib/branding'

export const Route = createFileRoute('/_main/chat')({
  beforeLoad: requireSignedIn,
  component: () => <UpcomingScreen title={`${branding.productName} Chat`} />,
})
