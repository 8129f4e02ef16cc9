import { Alert, Button, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'

/**
 * What a signed-in-only screen shows once its visitor is signed out while on it (a session that expired answers
 * 401, which forgets the user): the heading 'Authentication Required' with the way back in.
 */
export function AuthenticationRequired({ returnUrl }: { returnUrl: string }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>Authentication Required</Alert.Title>
        <Alert.Description>Please log in to use this feature.</Alert.Description>
        <Button asChild size="sm" alignSelf="flex-start">
          <RouterLink to="/login" search={{ returnUrl }}>
            Log in
          </RouterLink>
        </Button>
      </Stack>
    </Alert.Root>
  )
}
