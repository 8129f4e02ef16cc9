import { Alert } from '@chakra-ui/react'
import { useConnectivity } from '../offline/connectivity'

// Not deferred like the other notices: it must show when the network is gone, so its code cannot wait for one.
/**
 * Shown while requests to the server fail for want of a network; it goes once a request gets through again. One slim
 * line above the page that scrolls away with it: the header's sync status keeps saying "Offline" after that, and on a
 * phone nothing is pinned over the header.
 */
export function OfflineBanner() {
  const connectivity = useConnectivity()
  if (connectivity === 'online') return null
  return (
    <Alert.Root
      status="warning"
      variant="surface"
      borderRadius="0"
      role="status"
      size="sm"
      py="1.5"
      px={{ base: '3', md: '4' }}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content flexDirection="row" flexWrap="wrap" columnGap="1" alignItems="baseline">
        <Alert.Title>You are offline</Alert.Title>
        <Alert.Description>The app keeps trying and reconnects by itself.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
