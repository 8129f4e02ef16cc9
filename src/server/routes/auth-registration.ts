import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  ApproveRequestSchema,
  CheckEmailRequestSchema,
  ResendConfirmationRequestSchema,
  SignupRequestSchema,
  type CheckEmailResponseSchema,
  type MessageResponseSchema,
  type SignupResponseSchema,
} from '../../core/contract/auth'
import { authMessages } from '../auth/auth-messages'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { approveWithToken, confirmEmail, resendConfirmation, signUp, type ApprovalOutcome } from '../auth/registration'
import { findUserByEmail } from '../auth/users'
import type { AppEnv } from '../http/app-env'
import { clientAddress } from '../http/client-address'
import { errorResponse } from '../http/errors'
import { guessablePasswordFailure } from '../http/guessable-password'
import { jsonBody } from '../http/json-body'
import { enforceRateLimits } from '../http/rate-limit'

const approvalDetails: Record<Exclude<ApprovalOutcome, 'approved'>, string> = {
  invalid: authMessages.approvalInvalid,
  'wrong-email': authMessages.approvalWrongEmail,
  used: authMessages.approvalUsed,
  expired: authMessages.approvalExpired,
}

/** POST /signup, POST /check_email, GET /confirm, POST /resend_confirmation, POST /approve */
export function registrationRoutes(deps: AuthDeps) {
  const { db, now, rateLimits, config } = deps
  return new Hono<AppEnv>()
    .post('/signup', jsonBody(SignupRequestSchema), async (c) => {
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
      const answer: v.InferOutput<typeof SignupResponseSchema> = { status: 'pending_confirmation', message: authMessages.signupCreated }
      return c.json(answer, 201)
    })
    .post('/check_email', jsonBody(CheckEmailRequestSchema), async (c) => {
      const { email } = c.req.valid('json')
      const limited = await enforceRateLimits(c, db, now(), [
        { name: 'check-email:client', rule: rateLimits.checkEmailPerClient, subject: clientAddress(c, config.trustProxy) },
      ])
      if (limited) return limited
      const answer: v.InferOutput<typeof CheckEmailResponseSchema> = { available: !(await findUserByEmail(db, normalizeEmail(email))) }
      return c.json(answer)
    })
    .get('/confirm', async (c) => {
      const token = c.req.query('token')?.trim()
      if (!token) return errorResponse(c, 400, authMessages.confirmMissingToken)
      if ((await confirmEmail(deps, token)) === 'invalid') return errorResponse(c, 400, authMessages.confirmInvalid)
      const answer: v.InferOutput<typeof MessageResponseSchema> = { message: authMessages.confirmed }
      return c.json(answer)
    })
    .post('/resend_confirmation', jsonBody(ResendConfirmationRequestSchema), async (c) => {
      const { email } = c.req.valid('json')
      const limited = await enforceRateLimits(c, db, now(), [
        { name: 'confirm-resend:client', rule: rateLimits.confirmResendPerClient, subject: clientAddress(c, config.trustProxy) },
        { name: 'confirm-resend:address', rule: rateLimits.confirmResendPerAddress, subject: normalizeEmail(email) },
      ])
      if (limited) return limited
      resendConfirmation(deps, email)
      const answer: v.InferOutput<typeof MessageResponseSchema> = { message: authMessages.confirmResent }
      return c.json(answer)
    })
    .post('/approve', jsonBody(ApproveRequestSchema), async (c) => {
      const outcome = await approveWithToken(deps, c.req.valid('json'))
      if (outcome !== 'approved') return errorResponse(c, 400, approvalDetails[outcome])
      const answer: v.InferOutput<typeof MessageResponseSchema> = { message: authMessages.approved }
      return c.json(answer)
    })
}
