import { Box, Flex, IconButton, Image, Text, useBreakpointValue } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { branding } from '../../lib/branding'
import { deferred } from '../deferred'
import { Footer } from './footer'
import { SIDE_NAV_WIDTH } from './nav-items'
import { SideNav } from './side-nav'
import { SyncStatusBadge } from './deferred-sync-status-badge'

const NavigationDrawer = deferred(() => import('./navigation-drawer').then((module) => module.NavigationDrawer))

/**
 * Pages with side navigation: permanent from the medium breakpoint up, a drawer behind a menu button below it.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [drawerRequested, setDrawerRequested] = useState(false)
  const [drawerRequestedOnce, setDrawerRequestedOnce] = useState(false)
  const setDrawerOpen = (open: boolean) => {
    setDrawerRequested(open)
    if (open) setDrawerRequestedOnce(true)
  }
  const permanent = useBreakpointValue({ base: false, md: true })
  // A drawer left open while the window widens would sit over the permanent navigation.
  const drawerOpen = drawerRequested && !permanent

  return (
    <Flex minH="100dvh">
      <Box
        as="nav"
        aria-label="Main navigation"
        display={{ base: 'none', md: 'block' }}
        position="fixed"
        insetY="0"
        insetStart="0"
        w={SIDE_NAV_WIDTH}
        borderEndWidth="1px"
        borderColor="nav.border"
        bg="nav.bg"
        overflowY="auto"
      >
        <SideNav />
      </Box>

      {/* The drawer's code loads when the menu is first opened, and stays for the closing animation. */}
      {drawerRequestedOnce && <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />}

      <Flex direction="column" flex="1" minW="0" ms={{ base: '0', md: SIDE_NAV_WIDTH }}>
        <Flex
          as="header"
          display={{ base: 'flex', md: 'none' }}
          align="center"
          gap="2"
          px="2"
          py="2"
          bg="nav.bg"
          borderBottomWidth="1px"
          borderColor="nav.border"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <IconButton
            variant="ghost"
            aria-label="Open navigation menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu />
          </IconButton>
          <Image src="/logo.svg" alt="" boxSize="28px" />
          {/* the short name fits a phone's header; the full one is the page title and the home link's name */}
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {branding.shortName}
          </Text>
          <Box ms="auto" ps="2" flexShrink="0">
            <SyncStatusBadge compact />
          </Box>
        </Flex>
        <Box as="main" id="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
        <Footer />
      </Flex>
    </Flex>
  )
}
