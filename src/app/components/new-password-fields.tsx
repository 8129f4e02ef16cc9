import { FormField } from './form-field'

type Binding = { name: string; value: string; onChange: (event: { target: { value: string } }) => void }

type Props = {
  password: Binding
  confirm: Binding
  errors: { password?: string | undefined; confirm?: string | undefined }
  labels?: { password: string; confirm: string }
}

/** A new password typed twice, as sign-up, reset and change-password ask for it. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  labels = { password: 'New password', confirm: 'Confirm new password' },
}: Props) {
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        {...password}
      />
      <FormField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
        {...confirm}
      />
    </>
  )
}
