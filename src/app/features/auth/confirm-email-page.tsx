import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { confirmEmailQueryOptions } from './api/confirm-email'
import { AuthCard } from './auth-card'
import { failedOutcome, outcomeOf, TokenOutcome } from './token-outcome'
import { accountScreenTitles } from '../../../core/page-content'

const FAILED = 'Email confirmation failed. Please try again.'

export function ConfirmEmailPage() {
  const { token } = useSearch({ from: '/_plain/confirm-email' })
  const query = useQuery({ ...confirmEmailQueryOptions(token ?? ''), enabled: Boolean(token) })

  const outcome = !token
    ? failedOutcome('Invalid or missing confirmation token.')
    : outcomeOf(query, { success: 'Your email has been confirmed successfully!', failed: FAILED })

  return (
    <AuthCard title={accountScreenTitles['/confirm-email']}>
      <TokenOutcome
        outcome={outcome}
        pendingText="Confirming your email..."
        renew={{ to: '/resend-confirmation', label: 'Send me a new confirmation link' }}
      />
    </AuthCard>
  )
}
