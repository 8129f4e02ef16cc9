import { Alert, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/page-title'

/**
 * A screen whose route, guard and layout exist but whose feature has not been released yet. It says so plainly
 * rather than pretending to work.
 */
export function UpcomingScreen({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title)
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
      <Alert.Root status="neutral">
        <Alert.Indicator />
        <Alert.Description>This screen is not available yet: it arrives in an upcoming release of the app.</Alert.Description>
      </Alert.Root>
    </Stack>
  )
}
