import { Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { INDUSTRY_OPTIONS } from '../../../core/contract/write'
import type { Workspace } from '../../offline/sync/write-workspace'
import { firstCompanyProblem, type CompanyField } from './company-validation'
import type { WorkspaceUpdate } from './use-write-workspace'

type Props = {
  workspace: Workspace
  update: WorkspaceUpdate
  onInvalid: (message: string) => void
  onContinue: () => void
  /** The other device's version of a field, when both changed it at once (nothing when there is none). */
  conflictFor: (field: CompanyField, label: string) => ReactNode
}

/** Tab 1, Company Information. Every keystroke is kept on the device (see use-write-workspace.ts). */
export function CompanyStep({ workspace, update, onInvalid, onContinue, conflictFor }: Props) {
  const [invalidField, setInvalidField] = useState<CompanyField | null>(null)

  const change = (field: CompanyField) => (event: { target: { value: string } }) => {
    const value = event.target.value
    update((current) => ({ ...current, [field]: value }))
    if (invalidField === field) setInvalidField(null)
  }

  const control = (field: CompanyField) => ({
    name: field,
    value: workspace[field],
    onChange: change(field),
  })

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = firstCompanyProblem(workspace)
    if (problem) {
      setInvalidField(problem.field)
      onInvalid(problem.message)
      // The control named after the field: the first one with a problem gets the focus.
      const element = event.currentTarget.elements.namedItem(problem.field)
      if (element instanceof HTMLElement) element.focus()
      return
    }
    onContinue()
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Company information">
      <Stack gap="5" maxW="3xl">
        {conflictFor('companyName', 'Company Name')}
        <RequiredField
          label="Company Name"
          invalid={invalidField === 'companyName'}
          helper="Enter your company's full legal name"
        >
          <Input {...control('companyName')} autoComplete="organization" />
        </RequiredField>

        {conflictFor('industry', 'Industry')}
        <RequiredField label="Industry" invalid={invalidField === 'industry'}>
          <NativeSelect.Root>
            <NativeSelect.Field {...control('industry')}>
              <option value="">Select your industry sector</option>
              {INDUSTRY_OPTIONS.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </RequiredField>

        {conflictFor('companyInfo', 'Company Information')}
        <RequiredField
          label="Company Information"
          invalid={invalidField === 'companyInfo'}
          helper="More detailed information leads to better generated content"
        >
          <Textarea
            {...control('companyInfo')}
            rows={8}
            placeholder="What the company does, where it operates, how the board oversees climate matters, known risks, emissions and targets..."
          />
        </RequiredField>

        <Button type="submit" alignSelf="flex-start">
          Continue to Generate Sections
        </Button>
      </Stack>
    </form>
  )
}

function RequiredField({
  label,
  invalid,
  helper,
  children,
}: {
  label: string
  invalid: boolean
  helper?: string
  children: ReactNode
}) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  )
}
