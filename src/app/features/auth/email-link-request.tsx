import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { useForm } from '../../lib/use-form'
import { AuthCard } from './auth-card'
import { forgotPasswordFormSchema } from './form-schemas'

type Props = {
  title: string
  intro: string
  formName: string
  submitLabel: string
  /** Asks for the link; resolves to the sentence to show, or fails with why nothing was sent. */
  request: (email: string) => Promise<string>
  /** Why nothing was sent, from the request's failure; a request that never fails needs none. */
  failure?: (error: unknown) => string
}

/**
 * An account screen that mails the user a link (a password reset, a new confirmation): their e-mail address, then
 * the outcome in place of the form; a refusal (too many requests) keeps the form with its reason.
 */
export function EmailLinkRequest({ title, intro, formName, submitLabel, request, failure }: Props) {
  const form = useForm(forgotPasswordFormSchema, { email: '' })
  const submit = useMutation({ mutationFn: request })
  const onSubmit = form.handleSubmit(({ email }) => submit.mutate(email))

  return (
    <AuthCard title={title}>
      {submit.isSuccess ? (
        <FormAlert status="success">{submit.data}</FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={formName}>
          <Stack gap="4">
            <Text color="fg.muted">{intro}</Text>
            <FormField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={form.errors.email}
              {...form.field('email')}
            />
            <FormAlert status="error">{submit.isError ? failure?.(submit.error) : undefined}</FormAlert>
            <SubmitButton busy={submit.isPending} busyText="Sending...">
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
