import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormAlert } from '../../components/form-alert'
import { failureMessage } from '../../lib/failure-message'

export type Outcome = { pending: true } | { pending: false; ok: boolean; message: string }

export function failedOutcome(message: string): Outcome {
  return { pending: false, ok: false, message }
}

/** Success shows the server's message or our own; failure its detail or our fallback. */
export function outcomeOf(
  query: UseQueryResult<{ message?: string | undefined }>,
  texts: { success: string; failed: string },
): Outcome {
  if (query.isSuccess) return { pending: false, ok: true, message: query.data.message ?? texts.success }
  if (query.isError)
    return failedOutcome(failureMessage(query.error, { fallback: texts.failed, noResponse: texts.failed }))
  return { pending: true }
}

/**
 * The confirmation and approval pages: a spinner with what is happening, then the outcome and 'Go to Login'. After a
 * failure, renew names the page that sends a new link, when the user can ask for one themselves.
 */
export function TokenOutcome({
  outcome,
  pendingText,
  renew,
}: {
  outcome: Outcome
  pendingText: string
  renew?: { to: '/resend-confirmation'; label: string }
}) {
  if (outcome.pending) {
    return (
      <Stack direction="row" align="center" gap="3" role="status" aria-live="polite">
        <Spinner color="brand.solid" />
        <Text>{pendingText}</Text>
      </Stack>
    )
  }
  return (
    <Stack gap="4">
      <FormAlert status={outcome.ok ? 'success' : 'error'}>{outcome.message}</FormAlert>
      {!outcome.ok && renew && (
        <Link asChild color="brand.fg">
          <RouterLink to={renew.to}>{renew.label}</RouterLink>
        </Link>
      )}
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/login">Go to Login</RouterLink>
      </Button>
    </Stack>
  )
}
