import { createFileRoute } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { requireSignedIn } from '../../features/auth/guards'

export const Route = createFileRoute('/_main/write')({
  beforeLoad: requireSignedIn,
  component: () => <UpcomingScreen title="Write Assist" />,
})
