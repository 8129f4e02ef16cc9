import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../lib/page-title'

/** The frame of every account screen: its title as the page's one h1, then the content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <Stack gap="5" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: '5', md: '8' }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}
