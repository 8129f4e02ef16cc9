import { Button, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '../../components/form-alert'
import { NewPasswordFields } from '../../components/new-password-fields'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage } from '../../lib/failure-message'
import { useForm } from '../../lib/use-form'
import { submitPasswordReset } from './api/password-reset'
import { AuthCard } from './auth-card'
import { resetPasswordFormSchema } from './form-schemas'

const FAILED = 'Password reset failed. Please try again.'
const SUCCESS = 'Your password has been successfully reset. You can now log in with your new password.'

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/_plain/reset-password' })
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const form = useForm(resetPasswordFormSchema, { new_password: '', confirm_password: '' })

  const onSubmit = form.handleSubmit(async ({ new_password }) => {
    if (!token) return
    setError(undefined)
    const result = await submitPasswordReset(token, new_password)
    if (!result.ok) {
      setError(failureMessage(result.error, { fallback: FAILED, noResponse: FAILED }))
      return
    }
    setDone(true)
  })

  const loginLink = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to="/login">Back to Login</RouterLink>
    </Link>
  )

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <FormAlert status="error">Invalid or missing reset token. Please request a new password reset link.</FormAlert>
        <Link asChild color="brand.fg">
          <RouterLink to="/forgot-password">Request a new password reset link</RouterLink>
        </Link>
        {loginLink}
      </AuthCard>
    )
  }

  if (done) {
    return (
      <AuthCard title="Reset Password">
        <FormAlert status="success">{SUCCESS}</FormAlert>
        <Button asChild>
          <RouterLink to="/login">Go to Login</RouterLink>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Reset Password">
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <Stack gap="4">
          <NewPasswordFields
            password={form.field('new_password')}
            confirm={form.field('confirm_password')}
            errors={{ password: form.errors.new_password, confirm: form.errors.confirm_password }}
          />
          <FormAlert status="error">{error}</FormAlert>
          <SubmitButton busy={form.submitting} busyText="Saving...">
            Reset password
          </SubmitButton>
        </Stack>
      </form>
      {loginLink}
    </AuthCard>
  )
}
