import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { approveUserQueryOptions } from './api/approve-user'
import { AuthCard } from './auth-card'
import { failedOutcome, outcomeOf, TokenOutcome } from './token-outcome'
import { accountScreenTitles } from '../../../core/page-content'

const FAILED = 'User approval failed. Please try again.'

export function ApproveUserPage() {
  const { token, email } = useSearch({ from: '/_plain/approve-user' })
  const complete = Boolean(token && email)
  const query = useQuery({ ...approveUserQueryOptions(token ?? '', email ?? ''), enabled: complete })

  const outcome = !complete
    ? failedOutcome('Invalid or missing approval parameters.')
    : outcomeOf(query, { success: 'User has been approved successfully!', failed: FAILED })

  return (
    <AuthCard title={accountScreenTitles['/approve-user']}>
      <TokenOutcome outcome={outcome} pendingText="Processing user approval..." />
    </AuthCard>
  )
}
