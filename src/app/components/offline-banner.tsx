import { Alert } from '@chakra-ui/react'
import { useConnectivity } from '../offline/connectivity'

/** Shown while requests to the server fail for want of a network; it goes once a request gets through again. */
export function OfflineBanner() {
  const connectivity = useConnectivity()
  if (connectivity === 'online') return null
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="0" role="status" position="sticky" top="0" zIndex="banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are offline</Alert.Title>
        <Alert.Description>The server cannot be reached. The app keeps trying and reconnects by itself.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
