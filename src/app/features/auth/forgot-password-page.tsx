import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { useForm } from '../../lib/use-form'
import { requestPasswordReset } from './api/password-reset'
import { AuthCard } from './auth-card'
import { forgotPasswordFormSchema } from './form-schemas'

// SPEC.md section 8: every outcome, failure included, shows the same sentence, so the page never reveals whether
// an address has an account.
const OUTCOME = 'If your email exists in our database, you will receive a password reset link shortly.'

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false)
  const form = useForm(forgotPasswordFormSchema, { email: '' })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    await requestPasswordReset(email)
    setSent(true)
  })

  return (
    <AuthCard title="Forgot Password">
      {sent ? (
        <FormAlert status="success">{OUTCOME}</FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
          <Stack gap="4">
            <Text color="fg.muted">Enter your account&apos;s e-mail address and we will send you a link to set a new password.</Text>
            <FormField label="Email" type="email" autoComplete="email" required error={form.errors.email} {...form.field('email')} />
            <SubmitButton busy={form.submitting} busyText="Sending...">
              Send reset link
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
