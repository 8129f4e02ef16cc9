import { Stack, Tabs, Text } from '@chakra-ui/react'
import { useAuth } from '../../lib/stored-user'
import { usePageTitle } from '../../lib/page-title'
import { AccountHeader } from './account-header'
import { ChangePasswordForm } from './change-password-form'
import { ProfileForm } from './profile-form'

export function AccountPage() {
  usePageTitle('My Account')
  const { user } = useAuth()
  if (!user) return <Text>Please log in to view your account</Text>

  return (
    <Stack gap="6" maxW="3xl">
      <AccountHeader user={user} />
      <Tabs.Root defaultValue="profile" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
          <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" pt="5">
          <ProfileForm key={user.email} user={user} />
        </Tabs.Content>
        <Tabs.Content value="password" pt="5">
          <ChangePasswordForm email={user.email} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  )
}
