import { Field, Input, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type FieldProps = {
  label: string
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  error?: string | undefined
  helper?: ReactNode
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  readOnly?: boolean
  rows?: number
}

/** A labelled input with its helper text and, when invalid, its error next to it (linked for screen readers). */
export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  rows,
}: FieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea name={name} value={value} onChange={onChange} rows={rows} autoComplete={autoComplete} />
      ) : (
        <Input name={name} type={type} value={value} onChange={onChange} autoComplete={autoComplete} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
