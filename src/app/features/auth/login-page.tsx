import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { UpcomingScreen } from '../../components/upcoming-screen'
import { StateMessage } from './state-message'

export function LoginPage() {
  return (
    <UpcomingScreen title="Log in">
      <StateMessage />
      <Stack gap="1">
        <Text>
          <Link asChild color="brand.fg">
            <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
          </Link>
        </Text>
        <Text>
          No account yet?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/signup">Sign up</RouterLink>
          </Link>
        </Text>
      </Stack>
    </UpcomingScreen>
  )
}
