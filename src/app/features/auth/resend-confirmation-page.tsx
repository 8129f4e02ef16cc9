import { endpoints } from '../../../core/contract/endpoints'
import { accountScreenTitles } from '../../../core/page-content'
import { apiRequest } from '../../lib/api-client'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { EmailLinkRequest } from './email-link-request'

/** The confirmation mail never came, or its link expired: a new link to the same address. */
export function ResendConfirmationPage() {
  return (
    <EmailLinkRequest
      title={accountScreenTitles['/resend-confirmation']}
      intro="Enter the e-mail address you signed up with and we will send you a new confirmation link."
      formName="Send a new confirmation link"
      submitLabel="Send a new link"
      request={async (email) => {
        const result = await apiRequest(endpoints.auth.resendConfirmation, { body: { email } })
        return result.ok ? { sent: result.data.message ?? 'A new confirmation link is on its way if an account at this address is waiting for confirmation.' } : { error: failureMessage(result.error, { fallback: GENERIC_ERROR, noResponse: GENERIC_ERROR }) }
      }}
    />
  )
}
