import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { confirmEmailQueryOptions } from './api/confirm-email'
import { AuthCard } from './auth-card'
import { failedOutcome, outcomeOf, TokenOutcome } from './token-outcome'

const FAILED = 'Email confirmation failed. Please try again.'

export function ConfirmEmailPage() {
  const { token } = useSearch({ from: '/_plain/confirm-email' })
  const query = useQuery({ ...confirmEmailQueryOptions(token ?? ''), enabled: Boolean(token) })

  const outcome = !token
    ? failedOutcome('Invalid or missing confirmation token.')
    : outcomeOf(query.data, { success: 'Your email has been confirmed successfully!', failed: FAILED })

  return (
    <AuthCard title="Email Confirmation">
      <TokenOutcome outcome={outcome} pendingText="Confirming your email..." />
    </AuthCard>
  )
}
