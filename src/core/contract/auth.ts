import * as v from 'valibot'
import { multiLineText, singleLineText } from './plain-text'
import { PublicUserSchema } from './user'

// Request and response bodies of the account calls. The field rules and their messages are the product's fixed wording
// ("Email is required", passwords of at least 6 characters); the browser's forms and the server's validator use these
// same schemas.
export const MIN_PASSWORD_LENGTH = 6
const MAX_PASSWORD_LENGTH = 1024
const MAX_NAME_LENGTH = 200
const MAX_DESCRIPTION_LENGTH = 2000

const required = (label: string, message: string) =>
  v.pipe(
    v.string(message),
    singleLineText(label),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_NAME_LENGTH, `Must be at most ${MAX_NAME_LENGTH} characters`),
  )

export const EmailField = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
)

const passwordField = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    v.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  )

export const PasswordField = passwordField('Password is required')
export const NewPasswordField = passwordField('New password is required')

// Only on forms: the repeated password is checked in the browser and never sent.
export const ConfirmPasswordField = v.pipe(v.string(), v.nonEmpty('Confirm password is required'))
export const PASSWORDS_MUST_MATCH = 'Passwords must match'

// --- requests -------------------------------------------------------------------------------------------------

export const SignupRequestSchema = v.object({
  email: EmailField,
  password: PasswordField,
  first_name: required('First name', 'First name is required'),
  last_name: required('Last name', 'Last name is required'),
  organization: required('Organization', 'Organization is required'),
  description: v.pipe(
    v.string('Please provide a brief description'),
    multiLineText('Description'),
    v.trim(),
    v.nonEmpty('Please provide a brief description'),
    v.maxLength(MAX_DESCRIPTION_LENGTH, `Must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
  ),
})
export type SignupRequest = v.InferOutput<typeof SignupRequestSchema>

export const LoginRequestSchema = v.object({
  email: EmailField,
  // Login checks presence and length only, so a password set under older rules still signs in.
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.maxLength(MAX_PASSWORD_LENGTH, 'Password is too long'),
  ),
})
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

export const CheckEmailRequestSchema = v.object({ email: EmailField })

export const ApproveRequestSchema = v.object({
  email: EmailField,
  token: v.pipe(
    v.string('Invalid or missing approval parameters.'),
    v.nonEmpty('Invalid or missing approval parameters.'),
  ),
})

export const PasswordResetRequestSchema = v.object({ email: EmailField })

/** Asks for a new confirmation link, when the first mail was lost or its link expired. */
export const ResendConfirmationRequestSchema = v.object({ email: EmailField })

export const PasswordResetSubmitSchema = v.object({
  token: v.pipe(v.string('Invalid or missing reset token.'), v.nonEmpty('Invalid or missing reset token.')),
  new_password: passwordField('Password is required'),
})

export const ChangePasswordRequestSchema = v.object({
  email: EmailField,
  old_password: v.pipe(
    v.string('Current password is required'),
    v.nonEmpty('Current password is required'),
    v.maxLength(MAX_PASSWORD_LENGTH, 'Password is too long'),
  ),
  new_password: NewPasswordField,
})

export const UpdateDetailsRequestSchema = v.object({
  email: EmailField,
  first_name: required('First name', 'First name is required'),
  last_name: required('Last name', 'Last name is required'),
  organization: required('Organization', 'Organization is required'),
  description: v.optional(
    v.pipe(
      v.string(),
      multiLineText('Description'),
      v.trim(),
      v.maxLength(MAX_DESCRIPTION_LENGTH, `Must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
    ),
    '',
  ),
})
export type UpdateDetailsRequest = v.InferOutput<typeof UpdateDetailsRequestSchema>

// --- responses ------------------------------------------------------------------------------------------------

export const SignupResponseSchema = v.object({
  status: v.literal('pending_confirmation'),
  message: v.optional(v.string()),
})
export const LoginResponseSchema = PublicUserSchema
export const CheckEmailResponseSchema = v.object({ available: v.boolean() })
export const MessageResponseSchema = v.object({ message: v.optional(v.string()) })
export const PasswordUpdatedResponseSchema = v.object({ status: v.literal('password_updated') })
export const DetailsUpdatedResponseSchema = v.object({
  status: v.literal('details_updated'),
  user: v.optional(PublicUserSchema),
})
