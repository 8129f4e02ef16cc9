import { Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { NewPasswordFields } from '../../components/new-password-fields'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { useForm } from '../../lib/use-form'
import { changePasswordFormSchema } from './form-schemas'
import { changePassword } from './api/change-password'

const empty = { old_password: '', new_password: '', confirm_password: '' }

export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm(changePasswordFormSchema, empty)
  const submit = useMutation({ mutationFn: changePassword, onSuccess: () => form.reset() })
  const onSubmit = form.handleSubmit(({ old_password, new_password }) =>
    submit.mutate({ email, old_password, new_password }),
  )
  const outcome = submit.isSuccess
    ? { status: 'success' as const, message: 'Your password has been updated successfully' }
    : submit.isError
      ? {
          status: 'error' as const,
          message: failureMessage(submit.error, { fallback: 'Password change failed', noResponse: GENERIC_ERROR }),
        }
      : undefined

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.old_password}
          {...form.field('old_password')}
        />
        <NewPasswordFields
          password={form.field('new_password')}
          confirm={form.field('confirm_password')}
          errors={{ password: form.errors.new_password, confirm: form.errors.confirm_password }}
        />
        {outcome && <FormAlert status={outcome.status}>{outcome.message}</FormAlert>}
        <SubmitButton busy={submit.isPending} busyText="Updating..." alignStart>
          Change password
        </SubmitButton>
      </Stack>
    </form>
  )
}
