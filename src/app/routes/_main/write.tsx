import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { WritePage } from '../../features/write/write-page'

export const Route = createFileRoute('/_main/write')({
  beforeLoad: requireSignedIn,
  component: WritePage,
})
