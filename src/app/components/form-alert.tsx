import { Alert } from '@chakra-ui/react'

/** A form's outcome above or below it; errors are announced at once, successes politely. */
export function FormAlert({
  status,
  children,
}: {
  status: 'error' | 'success' | 'info'
  children: string | undefined
}) {
  if (!children) return null
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  )
}
