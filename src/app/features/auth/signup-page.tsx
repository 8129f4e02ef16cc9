import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { NameFields } from '../../components/name-fields'
import { NewPasswordFields } from '../../components/new-password-fields'
import { SubmitButton } from '../../components/submit-button'
import { failureMessage, GENERIC_ERROR } from '../../lib/failure-message'
import { useForm } from '../../lib/use-form'
import { signup } from './api/signup'
import { AuthCard } from './auth-card'
import { signupFormSchema } from './form-schemas'
import { accountScreenTitles } from '../../../core/page-content'

const SUCCESS = 'Your account has been created! Please check your email to confirm your registration.'

const empty = {
  email: '',
  password: '',
  confirmPassword: '',
  first_name: '',
  last_name: '',
  organization: '',
  description: '',
}

export function SignupPage() {
  const form = useForm(signupFormSchema, empty)
  const submit = useMutation({ mutationFn: signup })
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => submit.mutate(body))
  const error = submit.isError
    ? failureMessage(submit.error, { fallback: 'Registration failed. Please try again.', noResponse: GENERIC_ERROR })
    : undefined

  if (submit.isSuccess) {
    return (
      <AuthCard title={accountScreenTitles['/signup']}>
        <FormAlert status="success">{SUCCESS}</FormAlert>
        <Text color="fg.muted">
          After you confirm your address, an administrator reviews the account; you receive an e-mail once it is
          approved.
        </Text>
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to="/resend-confirmation">No e-mail after a few minutes? Send a new link</RouterLink>
        </Link>
        <Button asChild>
          <RouterLink to="/login">Back to Login</RouterLink>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={accountScreenTitles['/signup']}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="4">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={form.errors.email}
            {...form.field('email')}
          />
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
          <FormField
            label="Description"
            rows={3}
            required
            helper="Your role, and what you want to use the assistant for"
            error={form.errors.description}
            {...form.field('description')}
          />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            errors={{ password: form.errors.password, confirm: form.errors.confirmPassword }}
            labels={{ password: 'Password', confirm: 'Confirm password' }}
          />
          <FormAlert status="error">{error}</FormAlert>
          <SubmitButton busy={submit.isPending} busyText="Creating account...">
            Sign Up
          </SubmitButton>
        </Stack>
      </form>
      <Text fontSize="sm">
        Already have an account?{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/login">Log in</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  )
}
