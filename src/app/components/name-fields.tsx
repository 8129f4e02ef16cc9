import { SimpleGrid } from '@chakra-ui/react'
import { FormField } from './form-field'

type Binding = { name: string; value: string; onChange: (event: { target: { value: string } }) => void }

type Props = {
  first: Binding
  last: Binding
  errors: { first?: string | undefined; last?: string | undefined }
}

/** First and last name side by side (stacked on a phone), as sign-up and the profile ask for them. */
export function NameFields({ first, last, errors }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label="First name" autoComplete="given-name" required error={errors.first} {...first} />
      <FormField label="Last name" autoComplete="family-name" required error={errors.last} {...last} />
    </SimpleGrid>
  )
}
