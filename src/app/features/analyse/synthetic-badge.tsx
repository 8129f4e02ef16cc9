import { Badge } from '@chakra-ui/react'
import { FlaskConical } from 'lucide-react'
import { SYNTHETIC_NOTICE } from './messages'

/** Marks results drawn from the generated demo collection, so nobody mistakes them for real companies' disclosures. */
export function SyntheticBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" size="md" whiteSpace="normal">
      <FlaskConical size={14} aria-hidden="true" />
      {SYNTHETIC_NOTICE}
    </Badge>
  )
}
