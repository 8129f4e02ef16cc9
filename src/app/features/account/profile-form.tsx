import { Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { UpdateDetailsRequestSchema } from '../../../core/contract/auth'
import type { PublicUser } from '../../../core/contract/user'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { NameFields } from '../../components/name-fields'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { storeUser } from '../../lib/stored-user'
import { useForm } from '../../lib/use-form'
import { updateDetails } from './api/update-details'

export function ProfileForm({ user }: { user: PublicUser }) {
  const form = useForm(UpdateDetailsRequestSchema, {
    email: user.email,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    organization: user.organization ?? '',
    description: user.description ?? '',
  })

  const submit = useMutation({
    mutationFn: updateDetails,
    onSuccess: (answer, { email: _email, ...details }) => storeUser(answer.user ?? { ...user, ...details }),
  })
  const onSubmit = form.handleSubmit((values) => submit.mutate(values))
  const outcome = submit.isSuccess
    ? { status: 'success' as const, message: 'Your profile has been updated successfully' }
    : submit.isError
      ? {
          status: 'error' as const,
          message: failureMessage(submit.error, { fallback: 'Profile update failed', noResponse: GENERIC_ERROR }),
        }
      : undefined

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="4" maxW="xl">
        <NameFields
          first={form.field('first_name')}
          last={form.field('last_name')}
          errors={{ first: form.errors.first_name, last: form.errors.last_name }}
        />
        <FormField
          label="Organization"
          autoComplete="organization"
          required
          error={form.errors.organization}
          {...form.field('organization')}
        />
        <FormField label="Description" rows={3} error={form.errors.description} {...form.field('description')} />
        <FormField
          label="Email"
          type="email"
          readOnly
          helper="Your e-mail address cannot be changed here."
          {...form.field('email')}
        />
        {outcome && <FormAlert status={outcome.status}>{outcome.message}</FormAlert>}
        <SubmitButton busy={submit.isPending} busyText="Saving..." alignStart>
          Save profile
        </SubmitButton>
      </Stack>
    </form>
  )
}
