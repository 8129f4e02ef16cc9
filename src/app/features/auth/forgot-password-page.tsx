import { accountScreenTitles } from '../../../core/page-content'
import { requestPasswordReset } from './api/email-links'
import { EmailLinkRequest } from './email-link-request'

// Every outcome, failure included, shows the same sentence, so the page never reveals whether an address has an
// account.
const OUTCOME = 'If your email exists in our database, you will receive a password reset link shortly.'

export function ForgotPasswordPage() {
  return (
    <EmailLinkRequest
      title={accountScreenTitles['/forgot-password']}
      intro="Enter your account's e-mail address and we will send you a link to set a new password."
      formName="Request a password reset"
      submitLabel="Send reset link"
      request={(email) =>
        requestPasswordReset(email).then(
          () => OUTCOME,
          () => OUTCOME,
        )
      }
    />
  )
}
