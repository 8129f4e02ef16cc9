import { Alert, Button } from '@chakra-ui/react'

/** The notice itself (database-notice.tsx): `closed` when another tab's update closed this tab's database. */
export function DatabaseNoticeAlert({ closed }: { closed: boolean }) {
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
