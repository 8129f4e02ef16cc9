import { Box, Container, Flex, Image, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { branding } from '../../lib/branding'
import { Footer } from './footer'

/** The account screens (login, sign-up, password and confirmation pages) show without side navigation. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" px="4" py="4">
        <RouterLink to="/" aria-label={`${branding.productName}: About`}>
          <Flex align="center" gap="3" justify="center">
            <Image src="/logo.svg" alt="" boxSize="36px" />
            <Text fontWeight="semibold">{branding.productName}</Text>
          </Flex>
        </RouterLink>
      </Box>
      <Container as="main" id="main" maxW="md" flex="1" py={{ base: '4', md: '10' }}>
        {children}
      </Container>
      <Footer />
    </Flex>
  )
}
