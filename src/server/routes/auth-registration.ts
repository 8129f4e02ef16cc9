import { Hono } from 'hono'
import { endpoints } from '../../core/contract/endpoints'
import { authMessages } from '../auth/auth-messages'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { approveWithToken, confirmEmail, resendConfirmation, signUp, type ApprovalOutcome } from '../auth/registration'
import { findUserByEmail } from '../auth/users'
import type { AppEnv } from '../http/app-env'
import { clientAddress } from '../http/client-address'
import { errorResponse } from '../http/errors'
import { guessablePasswordFailure } from '../http/guessable-password'
import { mountEndpoint } from '../http/endpoint-route'
import { enforceRateLimits, limitMailRequest } from '../http/rate-limit'

const approvalDetails: Record<Exclude<ApprovalOutcome, 'approved'>, string> = {
  invalid: authMessages.approvalInvalid,
  'wrong-email': authMessages.approvalWrongEmail,
  used: authMessages.approvalUsed,
  expired: authMessages.approvalExpired,
}

/** Sign-up, the address check, confirmation and its resending, and approval. */
export function registrationRoutes(deps: AuthDeps) {
  const { db, now, rateLimits, config } = deps
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.auth.signup, [], async (c, answer) => {
    const body = c.req.valid('json')
    // Counted before the duplicate check, so probing which addresses have accounts is as limited as signing up.
    const limited = await enforceRateLimits(c, db, now(), [
      { name: 'signup:client', rule: rateLimits.signupPerClient, subject: clientAddress(c, config.trustProxy) },
    ])
    if (limited) return limited
    const outcome = await signUp(deps, body)
    if (outcome === 'password-too-guessable') return guessablePasswordFailure(c, 'password')
    if (outcome === 'email-taken') return errorResponse(c, 409, authMessages.emailTaken)
    if (outcome === 'mail-failed') return errorResponse(c, 503, authMessages.signupMailFailed)
    return answer({ status: 'pending_confirmation', message: authMessages.signupCreated }, 201)
  })
  mountEndpoint(app, endpoints.auth.checkEmail, [], async (c, answer) => {
    const { email } = c.req.valid('json')
    const limited = await enforceRateLimits(c, db, now(), [
      {
        name: 'check-email:client',
        rule: rateLimits.checkEmailPerClient,
        subject: clientAddress(c, config.trustProxy),
      },
    ])
    if (limited) return limited
    return answer({ available: !(await findUserByEmail(db, normalizeEmail(email))) })
  })
  mountEndpoint(app, endpoints.auth.confirm, [], async (c, answer) => {
    const token = c.req.valid('query').token?.trim()
    if (!token) return errorResponse(c, 400, authMessages.confirmMissingToken)
    if ((await confirmEmail(deps, token)) === 'invalid') return errorResponse(c, 400, authMessages.confirmInvalid)
    return answer({ message: authMessages.confirmed })
  })
  mountEndpoint(app, endpoints.auth.resendConfirmation, [], async (c, answer) => {
    const { email } = c.req.valid('json')
    const rules = { perClient: rateLimits.confirmResendPerClient, perAddress: rateLimits.confirmResendPerAddress }
    const limited = await limitMailRequest(
      c,
      { db, now: now(), trustProxy: config.trustProxy },
      'confirm-resend',
      rules,
      email,
    )
    if (limited) return limited
    resendConfirmation(deps, email)
    return answer({ message: authMessages.confirmResent })
  })
  mountEndpoint(app, endpoints.auth.approve, [], async (c, answer) => {
    const outcome = await approveWithToken(deps, c.req.valid('json'))
    if (outcome !== 'approved') return errorResponse(c, 400, approvalDetails[outcome])
    return answer({ message: authMessages.approved })
  })
  return app
}
