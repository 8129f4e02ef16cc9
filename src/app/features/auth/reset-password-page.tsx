import { Button, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink, useSearch } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormAlert } from '../../components/form-alert'
import { NewPasswordFields } from '../../components/new-password-fields'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage } from '../../lib/failure-message'
import { useForm } from '../../lib/use-form'
import { submitPasswordReset } from './api/email-links'
import { AuthCard } from './auth-card'
import { resetPasswordFormSchema } from './form-schemas'
import { accountScreenTitles } from '../../../core/page-content'

const FAILED = 'Password reset failed. Please try again.'
const SUCCESS = 'Your password has been successfully reset. You can now log in with your new password.'

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/_plain/reset-password' })
  const form = useForm(resetPasswordFormSchema, { new_password: '', confirm_password: '' })
  const submit = useMutation({ mutationFn: (newPassword: string) => submitPasswordReset(token ?? '', newPassword) })
  const onSubmit = form.handleSubmit(({ new_password }) => submit.mutate(new_password))
  const error = submit.isError ? failureMessage(submit.error, { fallback: FAILED, noResponse: FAILED }) : undefined

  const renewLink = (
    <Link asChild color="brand.fg">
      <RouterLink to="/forgot-password">Request a new password reset link</RouterLink>
    </Link>
  )
  const loginLink = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to="/login">Back to Login</RouterLink>
    </Link>
  )

  if (!token) {
    return (
      <AuthCard title={accountScreenTitles['/reset-password']}>
        <FormAlert status="error">Invalid or missing reset token. Please request a new password reset link.</FormAlert>
        {renewLink}
        {loginLink}
      </AuthCard>
    )
  }

  if (submit.isSuccess) {
    return (
      <AuthCard title={accountScreenTitles['/reset-password']}>
        <FormAlert status="success">{SUCCESS}</FormAlert>
        <Button asChild>
          <RouterLink to="/login">Go to Login</RouterLink>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={accountScreenTitles['/reset-password']}>
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <Stack gap="4">
          <NewPasswordFields
            password={form.field('new_password')}
            confirm={form.field('confirm_password')}
            errors={{ password: form.errors.new_password, confirm: form.errors.confirm_password }}
          />
          <FormAlert status="error">{error}</FormAlert>
          {/* an expired or used link cannot be tried again: the way on is a new one */}
          {error !== undefined && renewLink}
          <SubmitButton busy={submit.isPending} busyText="Saving...">
            Reset password
          </SubmitButton>
        </Stack>
      </form>
      {loginLink}
    </AuthCard>
  )
}
