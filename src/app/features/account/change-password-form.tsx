import { Stack } from '@chakra-ui/react'
import { useState } from 'react'
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
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string }>()
  const form = useForm(changePasswordFormSchema, empty)

  const onSubmit = form.handleSubmit(async ({ old_password, new_password }) => {
    setOutcome(undefined)
    const result = await changePassword({ email, old_password, new_password })
    if (!result.ok) {
      setOutcome({ status: 'error', message: failureMessage(result.error, { fallback: 'Password change failed', noResponse: GENERIC_ERROR }) })
      return
    }
    form.reset()
    setOutcome({ status: 'success', message: 'Your password has been updated successfully' })
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <FormField label="Current password" type="password" autoComplete="current-password" required error={form.errors.old_password} {...form.field('old_password')} />
        <NewPasswordFields
          password={form.field('new_password')}
          confirm={form.field('confirm_password')}
          errors={{ password: form.errors.new_password, confirm: form.errors.confirm_password }}
        />
        {outcome && <FormAlert status={outcome.status}>{outcome.message}</FormAlert>}
        <SubmitButton busy={form.submitting} busyText="Updating..." alignStart>
          Change password
        </SubmitButton>
      </Stack>
    </form>
  )
}
