import * as v from 'valibot'
import { ConfirmPasswordField, NewPasswordField, PASSWORDS_MUST_MATCH } from '../../../core/contract/auth'

// Change password: the current password, a new one of at least 6 characters, typed twice.
export const changePasswordFormSchema = v.pipe(
  v.object({
    old_password: v.pipe(v.string(), v.nonEmpty('Current password is required')),
    new_password: NewPasswordField,
    confirm_password: ConfirmPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirm_password'],
  ),
)
