import { Alert, Button } from '@chakra-ui/react'
import { useDatabaseStatus } from '../offline/db-status'

/** Shown when another tab's update closed this tab's database, or when this tab's update waits for other tabs. */
export function DatabaseNotice() {
  const status = useDatabaseStatus()
  if (status === 'open') return null
  const closed = status === 'closed-for-upgrade'
  return (
    <Alert.Root status="info" variant="surface" borderRadius="0" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{closed ? 'The app was updated in another tab' : 'Finishing an update'}</Alert.Title>
        <Alert.Description>
          {closed
            ? 'Reload this tab to keep working. Your saved changes are kept, including any made since.'
            : 'Close the app in your other tabs so this one can finish updating its data.'}
        </Alert.Description>
      </Alert.Content>
      {closed && (
        <Button size="sm" alignSelf="center" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </Alert.Root>
  )
}
