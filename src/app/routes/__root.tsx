import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { DatabaseNotice } from '../components/database-notice'
import { OfflineBanner } from '../components/offline-banner'
import { UpdateToast } from '../components/update-toast'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
})

function Root() {
  return (
    <>
      <OfflineBanner />
      <DatabaseNotice />
      <Outlet />
      <UpdateToast />
    </>
  )
}
