// Product identity and the statements the welcome page must make: no liability, no warranty of accuracy, the
// privacy policy, the funding source and the support contact.
// Every value can be replaced at build time through a VITE_* variable so a deployment can carry its own
// provider, funding line and contacts without a code change.

type BrandEnv = Partial<Record<string, string | undefined>>

export type Branding = {
  productName: string
  shortName: string
  provider: string
  fundingLine: string
  supportEmail: string
  privacyPolicyUrl: string
  copyrightYear: number
}

export const defaultBranding: Branding = {
  productName: 'Climate Disclosure Assistant',
  shortName: 'Disclosure',
  provider: 'the Climate Disclosure Assistant project team',
  fundingLine:
    'It is developed and funded by the Climate Disclosure Assistant project team as a non-commercial proof of concept.',
  supportEmail: 'support@climate-disclosure.example',
  privacyPolicyUrl: 'https://climate-disclosure.example/privacy',
  copyrightYear: 2025,
}

export function brandingFrom(env: BrandEnv): Branding {
  const pick = (key: string, fallback: string) => {
    const value = env[key]?.trim()
    return value ? value : fallback
  }
  return {
    productName: pick('VITE_PRODUCT_NAME', defaultBranding.productName),
    shortName: pick('VITE_PRODUCT_SHORT_NAME', defaultBranding.shortName),
    provider: pick('VITE_PROVIDER', defaultBranding.provider),
    fundingLine: pick('VITE_FUNDING_LINE', defaultBranding.fundingLine),
    supportEmail: pick('VITE_SUPPORT_EMAIL', defaultBranding.supportEmail),
    privacyPolicyUrl: pick('VITE_PRIVACY_POLICY_URL', defaultBranding.privacyPolicyUrl),
    copyrightYear: defaultBranding.copyrightYear,
  }
}
