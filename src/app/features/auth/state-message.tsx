import { Alert } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'

/** The message a navigation carried to this page: an error alert for severity error, an info alert otherwise. */
export function StateMessage() {
  const state = useRouterState({ select: (s) => s.location.state })
  if (!state.message) return null
  const isError = state.severity === 'error'
  return (
    <Alert.Root status={isError ? 'error' : 'info'} role={isError ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{state.message}</Alert.Description>
    </Alert.Root>
  )
}
