import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { LibraryPage } from '../../features/library/library-page'

export const Route = createFileRoute('/_main/library')({
  beforeLoad: requireSignedIn,
  component: LibraryPage,
})
