import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { useForm } from '../../lib/use-form'
import { AuthCard } from './auth-card'
import { forgotPasswordFormSchema } from './form-schemas'

/** What asking for the link ended with: the sentence to show, or why nothing was sent. */
export type LinkRequestOutcome = { sent: string } | { error: string }

type Props = { title: string; intro: string; formName: string; submitLabel: string; request: (email: string) => Promise<LinkRequestOutcome> }

/**
 * An account screen that mails the user a link (a password reset, a new confirmation): their e-mail address, then
 * the outcome in place of the form; a refusal (too many requests) keeps the form with its reason.
 */
export function EmailLinkRequest({ title, intro, formName, submitLabel, request }: Props) {
  const [sent, setSent] = useState<string>()
  const [error, setError] = useState<string>()
  const form = useForm(forgotPasswordFormSchema, { email: '' })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(undefined)
    const outcome = await request(email)
    if ('sent' in outcome) setSent(outcome.sent)
    else setError(outcome.error)
  })

  return (
    <AuthCard title={title}>
      {sent ? (
        <FormAlert status="success">{sent}</FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={formName}>
          <Stack gap="4">
            <Text color="fg.muted">{intro}</Text>
            <FormField label="Email" type="email" autoComplete="email" required error={form.errors.email} {...form.field('email')} />
            <FormAlert status="error">{error}</FormAlert>
            <SubmitButton busy={form.submitting} busyText="Sending...">
              {submitLabel}
            </SubmitButton>
          </Stack>
        </form>
      )}
      <Link asChild color="brand.fg" fontSize="sm">
        <RouterLink to="/login">Back to Login</RouterLink>
      </Link>
    </AuthCard>
  )
}
