import * as v from 'valibot'
import {
  ConfirmPasswordField,
  EmailField,
  NewPasswordField,
  PASSWORDS_MUST_MATCH,
  PasswordField,
  SignupRequestSchema,
} from '../../../core/contract/auth'

// The forms' own rules: the request schemas plus the fields that exist only on the form (a password typed twice).
export const loginFormSchema = v.object({ email: EmailField, password: PasswordField })

export const signupFormSchema = v.pipe(
  v.object({ ...SignupRequestSchema.entries, confirmPassword: ConfirmPasswordField }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirmPassword'],
  ),
)

/** An e-mail address alone: asking for a reset link or a new confirmation link. */
export const forgotPasswordFormSchema = v.object({ email: EmailField })

export const resetPasswordFormSchema = v.pipe(
  v.object({ new_password: NewPasswordField, confirm_password: ConfirmPasswordField }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirm_password'],
  ),
)
