import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { UpdateDetailsRequestSchema } from '../../../core/contract/auth'
import type { PublicUser } from '../../../core/contract/user'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { storeUser } from '../../lib/stored-user'
import { useForm } from '../../lib/use-form'
import { updateDetails } from './api/update-details'

export function ProfileForm({ user }: { user: PublicUser }) {
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string }>()
  const form = useForm(UpdateDetailsRequestSchema, {
    email: user.email,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    organization: user.organization ?? '',
    description: user.description ?? '',
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined)
    const result = await updateDetails(values)
    if (!result.ok) {
      setOutcome({ status: 'error', message: failureMessage(result.error, { fallback: 'Profile update failed', noResponse: GENERIC_ERROR }) })
      return
    }
    const { email: _email, ...details } = values
    storeUser(result.data.user ?? { ...user, ...details })
    setOutcome({ status: 'success', message: 'Your profile has been updated successfully' })
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="4" maxW="xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" autoComplete="given-name" required error={form.errors.first_name} {...form.field('first_name')} />
          <FormField label="Last name" autoComplete="family-name" required error={form.errors.last_name} {...form.field('last_name')} />
        </SimpleGrid>
        <FormField label="Organization" autoComplete="organization" required error={form.errors.organization} {...form.field('organization')} />
        <FormField label="Description" rows={3} error={form.errors.description} {...form.field('description')} />
        <FormField label="Email" type="email" readOnly helper="Your e-mail address cannot be changed here." {...form.field('email')} />
        {outcome && <FormAlert status={outcome.status}>{outcome.message}</FormAlert>}
        <SubmitButton busy={form.submitting} busyText="Saving..." alignStart>
          Save profile
        </SubmitButton>
      </Stack>
    </form>
  )
}
