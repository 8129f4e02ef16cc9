import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import {
  LIBRARY_INDUSTRIES,
  MAX_REPORT_YEAR,
  MIN_REPORT_YEAR,
  type LibraryMetadata,
  type RetagRequest,
} from '../../../core/contract/library'

// The report's metadata as the form holds it (all text), and how it becomes the request's fields.

export type MetadataDraft = {
  company: string
  title: string
  year: string
  country: string
  exchange: string
  industry: string
}
export type MetadataErrors = Partial<Record<keyof MetadataDraft, string>>

export const EMPTY_DRAFT: MetadataDraft = { company: '', title: '', year: '', country: '', exchange: '', industry: '' }

type Known = {
  company?: string | undefined
  title?: string | undefined
  year?: number | undefined
  country?: string | undefined
  exchange?: string | undefined
  industry?: string | undefined
}

/** A draft prefilled from what is known, the stronger source last. */
export function draftFrom(...sources: Array<Known | undefined>): MetadataDraft {
  const draft = { ...EMPTY_DRAFT }
  for (const source of sources) {
    if (!source) continue
    for (const key of ['company', 'title', 'country', 'exchange', 'industry'] as const) {
      const value = source[key]
      if (value !== undefined && value !== '') draft[key] = value
    }
    if (source.year !== undefined) draft.year = String(source.year)
  }
  return draft
}

const yearProblem = `Year must be a four-digit year from ${MIN_REPORT_YEAR} to ${MAX_REPORT_YEAR}`

function year(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  if (!/^\d{4}$/.test(trimmed)) return 'invalid'
  const value = Number(trimmed)
  return value < MIN_REPORT_YEAR || value > MAX_REPORT_YEAR ? 'invalid' : value
}

/** For an upload: every field optional (the file fills in the rest). */
export function uploadMetadata(draft: MetadataDraft): { metadata: LibraryMetadata } | { errors: MetadataErrors } {
  const parsedYear = year(draft.year)
  if (parsedYear === 'invalid') return { errors: { year: yearProblem } }
  const metadata: LibraryMetadata = {}
  for (const key of ['company', 'title', 'country', 'exchange', 'industry'] as const)
    if (draft[key].trim() !== '') metadata[key] = draft[key].trim()
  if (parsedYear !== undefined) metadata.year = parsedYear
  return { metadata }
}

/** For a re-tag: company, title and year are required. */
export function retagTags(draft: MetadataDraft): { tags: RetagRequest } | { errors: MetadataErrors } {
  const errors: MetadataErrors = {}
  if (draft.company.trim() === '') errors.company = 'Company is required'
  if (draft.title.trim() === '') errors.title = 'Title is required'
  const parsedYear = year(draft.year)
  if (parsedYear === undefined) errors.year = 'Year is required'
  else if (parsedYear === 'invalid') errors.year = yearProblem
  if (Object.keys(errors).length > 0 || parsedYear === undefined || parsedYear === 'invalid') return { errors }
  return {
    tags: {
      company: draft.company.trim(),
      title: draft.title.trim(),
      year: parsedYear,
      country: draft.country.trim(),
      exchange: draft.exchange.trim(),
      industry: draft.industry,
    },
  }
}

export function industryName(code: string | undefined): string | undefined {
  return LIBRARY_INDUSTRIES.find((industry) => industry.code === code)?.name
}

type Props = {
  /** Makes the inputs' ids unique on a page with several forms. */
  idPrefix: string
  value: MetadataDraft
  onChange: (value: MetadataDraft) => void
  errors?: MetadataErrors
  /** Company, title and year marked required (a re-tag), or all optional (an upload). */
  required?: boolean
  /** What an empty field means, under the optional ones. */
  placeholderFrom?: Partial<MetadataDraft>
}

/** Company, title, year, country, exchange and industry: two columns from the medium breakpoint, one on a phone. */
export function MetadataFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  required = false,
  placeholderFrom = {},
}: Props) {
  const text = (
    key: Exclude<keyof MetadataDraft, 'industry'>,
    label: string,
    options: { inputMode?: 'numeric'; autoComplete?: string; mark?: boolean } = {},
  ) => (
    <Field.Root invalid={Boolean(errors[key])} required={required && options.mark === true}>
      <Field.Label htmlFor={`${idPrefix}-${key}`}>
        {label}
        {required && options.mark && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        id={`${idPrefix}-${key}`}
        name={key}
        value={value[key]}
        inputMode={options.inputMode}
        autoComplete="off"
        placeholder={placeholderFrom[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  )
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {text('company', 'Company', { mark: true })}
      {text('title', 'Title', { mark: true })}
      {text('year', 'Year', { inputMode: 'numeric', mark: true })}
      {text('country', 'Country')}
      {text('exchange', 'Exchange')}
      <Field.Root>
        <Field.Label htmlFor={`${idPrefix}-industry`}>Industry</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={`${idPrefix}-industry`}
            name="industry"
            value={value.industry}
            onChange={(event) => onChange({ ...value, industry: event.target.value })}
          >
            <option value="">{required ? 'Not set' : 'Detect from the text'}</option>
            {LIBRARY_INDUSTRIES.map((industry) => (
              <option key={industry.code} value={industry.code}>
                {industry.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  )
}
