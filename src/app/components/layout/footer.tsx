import { Flex, Image, Link, Text } from '@chakra-ui/react'
import { branding } from '../../lib/branding'

export function Footer() {
  return (
    <Flex
      as="footer"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      px={{ base: '4', md: '8' }}
      py="4"
      borderTopWidth="1px"
      borderColor="border"
      color="fg.muted"
      fontSize="sm"
    >
      <Flex align="center" gap="2">
        <Image src="/logo.svg" alt={`${branding.productName} logo`} boxSize="24px" />
        <Text>
          © {branding.copyrightYear} {branding.productName}. All rights reserved.
        </Text>
      </Flex>
      <Link href={`mailto:${branding.supportEmail}`} color="brand.fg">
        Need help?
      </Link>
    </Flex>
  )
}
