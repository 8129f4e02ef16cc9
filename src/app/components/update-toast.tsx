import { useUpdateAvailable } from '../offline/sw-update'
import { deferred } from './deferred'

const UpdateToastCard = deferred(() => import('./update-toast-card').then((module) => module.UpdateToastCard))

/** Offers a waiting new version; the toast's code loads only when there is one. */
export function UpdateToast() {
  const available = useUpdateAvailable()
  if (!available) return null
  return <UpdateToastCard />
}
