import { Box, Flex, Image, Link, Stack, Text, VisuallyHidden, chakra, defineStyle } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate, useRouterState } from '@tanstack/react-router'
import { LogOut, User } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { branding } from '../../lib/branding'
import { useAuth } from '../../lib/stored-user'
import { deferred } from '../deferred'
import { InstallApp } from '../install-app'
import { SyncStatusBadge } from './deferred-sync-status-badge'
import { adminItems, featureItems, signedOutItems, SIGN_IN_MESSAGE, type NavItem } from './nav-items'

const LogoutConfirmDialog = deferred(() =>
  import('../../features/auth/logout-confirm-dialog').then((module) => module.LogoutConfirmDialog),
)
// Logout reads and clears the local database: its code (with Dexie) loads when Logout is chosen, not with the page.
const logoutModule = () => import('../../features/auth/api/logout')

// Groups of entries (signed-out pages, features, the account) are set apart by a rule above each group's first item,
// not by a separator element: a list may only hold list items.
const groupStart = defineStyle({ mt: '2', pt: '2', borderTopWidth: '1px', borderColor: 'nav.border' })

const entryStyles = defineStyle({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '2.5',
  mx: '2',
  borderRadius: 'md',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'whiteAlpha.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' },
})

const EntryButton = chakra('button', {
  base: {
    ...entryStyles,
    cursor: 'pointer',
    bg: 'transparent',
    border: 'none',
    textAlign: 'start',
    w: 'calc(100% - var(--chakra-spacing-4))',
  },
})

function EntryLabel({ item, dimmed }: { item: Pick<NavItem, 'icon' | 'label'>; dimmed?: boolean }) {
  const Icon = item.icon
  return (
    <>
      <Icon size={18} aria-hidden="true" />
      <Text as="span">{item.label}</Text>
      {dimmed && <VisuallyHidden> (log in required)</VisuallyHidden>}
    </>
  )
}

type SideNavProps = { onNavigate?: () => void }

export function SideNav({ onNavigate }: SideNavProps) {
  const { user } = useAuth()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = (to: string) => (pathname === to ? 'page' : undefined)

  const entry = (item: NavItem): ReactNode => {
    if (item.needsSignIn && !user) {
      return (
        <Link asChild css={entryStyles} opacity={0.5} data-dimmed="">
          <RouterLink
            to="/login"
            search={{ returnUrl: item.to }}
            state={{ message: SIGN_IN_MESSAGE, severity: 'info' }}
            onClick={onNavigate}
          >
            <EntryLabel item={item} dimmed />
          </RouterLink>
        </Link>
      )
    }
    return (
      <Link asChild css={entryStyles}>
        <RouterLink to={item.to} aria-current={current(item.to)} onClick={onNavigate}>
          <EntryLabel item={item} />
        </RouterLink>
      </Link>
    )
  }

  // Unsent changes to be discarded by Logout: null while no confirmation is being asked. The dialog's code loads
  // the first time it is asked for, and stays for its closing animation.
  const [unsent, setUnsent] = useState<number | null>(null)
  const [askedOnce, setAskedOnce] = useState(false)

  const signOut = async () => {
    setUnsent(null)
    onNavigate?.()
    const { logout } = await logoutModule()
    await logout()
    await navigate({ to: '/login' })
  }

  const requestSignOut = async () => {
    const { unsentChangesBeforeLogout } = await logoutModule()
    const count = await unsentChangesBeforeLogout()
    if (count > 0) {
      setAskedOnce(true)
      setUnsent(count)
    } else await signOut()
  }

  return (
    <Flex direction="column" h="full" bg="nav.bg" color="fg" py="4">
      <RouterLink to="/" onClick={onNavigate} aria-label={`${branding.productName}: About`}>
        <Flex align="center" gap="3" px="5" pb="4">
          <Image src="/logo.svg" alt="" boxSize="36px" />
          <Text fontWeight="semibold" lineHeight="short" fontSize="sm">
            {branding.productName}
          </Text>
        </Flex>
      </RouterLink>
      <Box px="5" pb="3" mt="-2">
        <SyncStatusBadge />
      </Box>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label="Pages">
        {!user && (
          <>
            {signedOutItems.map((item) => (
              <li key={item.to}>{entry(item)}</li>
            ))}
          </>
        )}
        {featureItems.map((item, i) => (
          <chakra.li key={item.to} css={!user && i === 0 ? groupStart : undefined}>
            {entry(item)}
          </chakra.li>
        ))}
        {user?.is_admin && adminItems.map((item) => <li key={item.to}>{entry(item)}</li>)}
        {user && (
          <>
            <chakra.li css={groupStart}>
              <Link asChild css={entryStyles}>
                <RouterLink to="/account" aria-current={current('/account')} onClick={onNavigate}>
                  <EntryLabel item={{ icon: User, label: user.first_name || 'Account' }} />
                </RouterLink>
              </Link>
            </chakra.li>
            <li>
              <EntryButton type="button" onClick={() => void requestSignOut()}>
                <EntryLabel item={{ icon: LogOut, label: 'Logout' }} />
              </EntryButton>
            </li>
          </>
        )}
      </Stack>
      <Box mt="auto" px="4" pt="4">
        <InstallApp />
      </Box>
      {askedOnce && (
        <LogoutConfirmDialog count={unsent} onCancel={() => setUnsent(null)} onConfirm={() => void signOut()} />
      )}
    </Flex>
  )
}
