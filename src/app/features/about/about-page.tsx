import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { FileSearch, MessageSquare, PenLine, type LucideIcon } from 'lucide-react'
import { branding } from '../../lib/branding'
import { usePageTitle } from '../../lib/page-title'

type Feature = { title: string; icon: LucideIcon; text: string }

const features: Feature[] = [
  {
    title: 'Chat with TCFD',
    icon: MessageSquare,
    text: 'Ask about the TCFD recommendations and AASB S2, and work out how your business can respond to the climate risks it discloses. The assistant is an AI language model restricted to a curated set of public sources, and it cites them.',
  },
  {
    title: 'Analyse Reports',
    icon: FileSearch,
    text: 'Filter a collection of more than 6,000 listed-company climate and sustainability reports (US-listed companies since 2019, plus recent Australian and New Zealand reports) by industry, risk and action, and get a summary with recommendations for alignment with TCFD and AASB S2. A fresh installation holds synthetic demonstration reports about fictional companies, and labels them as such.',
  },
  {
    title: 'Write Assist',
    icon: PenLine,
    text: 'Draft, structure and edit the four TCFD sections of your own disclosure, then save, download or delete your drafts. Drafts stay on your device when the connection drops.',
  },
]

export function AboutPage() {
  usePageTitle()
  return (
    <Stack gap="8" maxW="4xl">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          Welcome to the {branding.productName}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          A companion for staff of Australian companies preparing climate-related financial disclosures under the
          TCFD recommendations and the Australian standard AASB S2.
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {features.map(({ title, icon: Icon, text }) => (
          <Card.Root key={title} variant="outline" bg="bg.panel">
            <Card.Body gap="2">
              <Box color="brand.fg">
                <Icon size={24} aria-hidden="true" />
              </Box>
              <Card.Title as="h2">{title}</Card.Title>
              <Card.Description>{text}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Box as="section" aria-labelledby="terms-heading" borderWidth="1px" borderColor="brand.muted" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg.panel">
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
