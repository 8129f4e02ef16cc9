import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { safeReturnUrl } from '../../lib/return-url'
import { storeUser, sessionExpiredNoted } from '../../lib/stored-user'
import { useForm } from '../../lib/use-form'
import { login } from './api/login'
import { AuthCard } from './auth-card'
import { loginFormSchema } from './form-schemas'
import { StateMessage } from './state-message'
import { accountScreenTitles } from '../../../core/page-content'

export function LoginPage() {
  const { returnUrl } = useSearch({ from: '/_plain/login' })
  const navigate = useNavigate()
  const [expired] = useState(sessionExpiredNoted)
  const form = useForm(loginFormSchema, { email: '', password: '' })
  const submit = useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      storeUser(user)
      await navigate({ href: safeReturnUrl(returnUrl), replace: true })
    },
  })
  const onSubmit = form.handleSubmit((values) => submit.mutate(values))
  const error = submit.isError
    ? failureMessage(submit.error, {
        fallback: 'Login failed. Please check your credentials.',
        noResponse: 'Network error. Server may be unreachable.',
        unexpected: GENERIC_ERROR,
      })
    : undefined

  return (
    <AuthCard title={accountScreenTitles['/login']}>
      <StateMessage />
      <FormAlert status="info">
        {expired ? 'Your session has ended, so you have been signed out. Please log in again to continue.' : undefined}
      </FormAlert>
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="4">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={form.errors.email}
            {...form.field('email')}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={form.errors.password}
            {...form.field('password')}
          />
          <FormAlert status="error">{error}</FormAlert>
          <SubmitButton busy={submit.isPending} busyText="Logging in...">
            Log in
          </SubmitButton>
        </Stack>
      </form>
      <Stack gap="1" fontSize="sm">
        <Link asChild color="brand.fg">
          <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
        </Link>
        <Link asChild color="brand.fg">
          <RouterLink to="/resend-confirmation">No confirmation e-mail? Send a new link</RouterLink>
        </Link>
        <Text>
          No account yet?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/signup">Sign up</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  )
}
