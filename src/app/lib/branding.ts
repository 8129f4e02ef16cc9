import { brandingFrom } from '../../core/branding'

export const branding = brandingFrom(import.meta.env)
