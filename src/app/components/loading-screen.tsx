import { Center, Spinner, Text, VStack } from '@chakra-ui/react'

/** What a guarded page shows while the authentication state is still being read: 'Loading...'. */
export function LoadingScreen() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner color="brand.solid" size="lg" />
        <Text>Loading...</Text>
      </VStack>
    </Center>
  )
}
