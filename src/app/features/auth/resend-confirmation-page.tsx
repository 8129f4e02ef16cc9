import { accountScreenTitles } from '../../../core/page-content'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { resendConfirmation } from './api/email-links'
import { EmailLinkRequest } from './email-link-request'

/** The confirmation mail never came, or its link expired: a new link to the same address. */
export function ResendConfirmationPage() {
  return (
    <EmailLinkRequest
      title={accountScreenTitles['/resend-confirmation']}
      intro="Enter the e-mail address you signed up with and we will send you a new confirmation link."
      formName="Send a new confirmation link"
      submitLabel="Send a new link"
      request={async (email) =>
        (await resendConfirmation(email)).message ??
        'A new confirmation link is on its way if an account at this address is waiting for confirmation.'
      }
      failure={(error) => failureMessage(error, { fallback: GENERIC_ERROR, noResponse: GENERIC_ERROR })}
    />
  )
}
