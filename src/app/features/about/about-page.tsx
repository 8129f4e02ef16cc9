import { Box, Button, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FileSearch, MessageSquare, PenLine, type LucideIcon } from 'lucide-react'
import { aboutFeatures, aboutIntro, type AboutFeatureTitle } from '../../../core/page-content'
import { branding } from '../../lib/branding'
import { usePageTitle } from '../../lib/page-title'
import { useAuth } from '../../lib/stored-user'

// Every feature of the shared content has its icon (the type makes a new feature without one a compile error).
const featureIcons: Record<AboutFeatureTitle, LucideIcon> = {
  'Chat with TCFD': MessageSquare,
  'Analyse Reports': FileSearch,
  'Write Assist': PenLine,
}
const intro = aboutIntro(branding.productName)

export function AboutPage() {
  usePageTitle()
  const { user, isLoading } = useAuth()
  return (
    <Stack gap="8" maxW="4xl">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {intro.heading}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {intro.lead}
        </Text>
        {/* a signed-out visitor's way in, without opening the menu on a phone */}
        {!user && !isLoading && (
          <HStack gap="3" pt="2" wrap="wrap">
            <Button asChild>
              <RouterLink to="/login">Log in</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/signup">Sign up</RouterLink>
            </Button>
          </HStack>
        )}
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {aboutFeatures.map(({ title, text }) => {
          const Icon = featureIcons[title]
          return (
            <Card.Root key={title} variant="outline" bg="bg.panel">
              <Card.Body gap="2">
                <Box color="brand.fg">
                  <Icon size={24} aria-hidden="true" />
                </Box>
                <Card.Title as="h2">{title}</Card.Title>
                <Card.Description>{text}</Card.Description>
              </Card.Body>
            </Card.Root>
          )
        })}
      </SimpleGrid>

      <Box
        as="section"
        aria-labelledby="terms-heading"
        borderWidth="1px"
        borderColor="brand.muted"
        borderRadius="lg"
        p={{ base: '4', md: '6' }}
        bg="bg.panel"
      >
        <Heading as="h2" id="terms-heading" size="lg" mb="3">
          Before you continue
        </Heading>
        <Stack gap="3" lineHeight="tall">
          <Text>This tool is a proof of concept, offered for demonstration only.</Text>
          <Text>
            No liability: {branding.provider} accepts no responsibility for any decision made, or action taken, on the
            basis of the information this tool gives.
          </Text>
          <Text>
            No warranties: nothing here is guaranteed to be accurate, complete or up to date, whether expressly or by
            implication. Check what you rely on against the standards themselves and take professional advice.
          </Text>
          <Text>
            By continuing to use this tool you agree to the{' '}
            <Link href={branding.privacyPolicyUrl} color="brand.fg" target="_blank" rel="noopener noreferrer">
              privacy policy
            </Link>{' '}
            of {branding.provider}.
          </Text>
          <Text>Funding: {branding.fundingLine}</Text>
          <Text>
            Support: write to the project team at{' '}
            <Link href={`mailto:${branding.supportEmail}`} color="brand.fg">
              {branding.supportEmail}
            </Link>
            .
          </Text>
        </Stack>
      </Box>
    </Stack>
  )
}
