import { Avatar, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { PublicUser } from '../../../core/contract/user'

export function fullName(user: PublicUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ')
}

export function AccountHeader({ user }: { user: PublicUser }) {
  const name = fullName(user)
  return (
    <Flex align="center" gap="4">
      <Avatar.Root size="2xl" colorPalette="brand">
        <Avatar.Fallback name={name || user.email} />
      </Avatar.Root>
      <Stack gap="0.5" minW="0">
        <Heading as="h1" size="2xl">
          {name || 'My Account'}
        </Heading>
        <Text color="fg.muted" truncate>
          {user.email}
        </Text>
        <Text color="fg.muted">{user.organization || 'No organization'}</Text>
      </Stack>
    </Flex>
  )
}
