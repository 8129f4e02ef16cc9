import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { acceptUpdate, dismissUpdate } from '../offline/sw-update'

/** The toast itself, loaded only once a new version waits (update-toast.tsx). */
export function UpdateToastCard() {
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      bottom={{ base: '4', md: '6' }}
      insetEnd={{ base: '4', md: '6' }}
      insetStart={{ base: '4', md: 'auto' }}
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="brand.border"
      borderRadius="lg"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="medium" flex="1">
          New version available
        </Text>
        <Button size="sm" onClick={() => void acceptUpdate()}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={dismissUpdate}>
          Later
        </Button>
      </Flex>
    </Box>
  )
}
