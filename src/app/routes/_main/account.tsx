import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../features/account/account-page'
import { requireSignedIn } from '../../features/auth/guards'

export const Route = createFileRoute('/_main/account')({
  beforeLoad: requireSignedIn,
  component: AccountPage,
})
