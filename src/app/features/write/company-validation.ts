import { writeMessages } from './messages'

export type CompanyField = 'companyName' | 'industry' | 'companyInfo'

/** The company step: name, industry, then information, checked in this order; the first failure is the one shown. */
export function firstCompanyProblem(
  input: Record<CompanyField, string>,
): { field: CompanyField; message: string } | null {
  if (!input.companyName.trim()) return { field: 'companyName', message: writeMessages.companyNameMissing }
  if (!input.industry) return { field: 'industry', message: writeMessages.industryMissing }
  if (!input.companyInfo.trim()) return { field: 'companyInfo', message: writeMessages.companyInfoMissing }
  return null
}
