import { useCallback, useState, type FormEvent } from 'react'
import * as v from 'valibot'

// Form state validated by a valibot schema (the same schemas the server uses). Errors show after the first submit
// and then follow every change, so a user fixing a field sees the message go at once; the first invalid field gets
// focus for keyboard and screen-reader users. Sending the valid values is the caller's (a mutation, which holds
// whether it is busy and how it failed).
type Values = Record<string, string>
type Errors<T extends Values> = Partial<Record<keyof T, string>>

function fieldErrors<T extends Values>(issues: v.BaseIssue<unknown>[]): Errors<T> {
  const errors: Errors<T> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && errors[key as keyof T] === undefined) errors[key as keyof T] = issue.message
  }
  return errors
}

export function useForm<T extends Values, TOutput>(schema: v.GenericSchema<T, TOutput>, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues)
  const [errors, setErrors] = useState<Errors<T>>({})
  const [submitted, setSubmitted] = useState(false)

  const validate = useCallback(
    (next: T) => {
      const result = v.safeParse(schema, next)
      return result.success
        ? { output: result.output, errors: {} }
        : { output: undefined, errors: fieldErrors<T>(result.issues) }
    },
    [schema],
  )

  const setField = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) setErrors(validate(next).errors)
  }

  const field = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  })

  const handleSubmit = (onValid: (output: TOutput) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    setSubmitted(true)
    const { output, errors: found } = validate(values)
    setErrors(found)
    if (output === undefined) {
      const first = Object.keys(found)[0]
      if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onValid(output)
  }

  const reset = (next: T = initialValues) => {
    setValues(next)
    setErrors({})
    setSubmitted(false)
  }

  return { values, errors, field, handleSubmit, reset }
}
