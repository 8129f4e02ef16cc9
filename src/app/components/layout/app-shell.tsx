import { Box, CloseButton, Drawer, Flex, IconButton, Image, Portal, Text, useBreakpointValue } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { branding } from '../../lib/branding'
import { Footer } from './footer'
import { SideNav } from './side-nav'
import { SyncStatusBadge } from './sync-status-badge'

export const SIDE_NAV_WIDTH = '240px'

/**
 * Pages with side navigation: permanent from the medium breakpoint up, a drawer behind a menu button below it.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [drawerRequested, setDrawerOpen] = useState(false)
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

      <Drawer.Root open={drawerOpen} onOpenChange={(event) => setDrawerOpen(event.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w={SIDE_NAV_WIDTH} maxW={SIDE_NAV_WIDTH} bg="nav.bg">
              <Drawer.Title asChild>
                <Text srOnly>Navigation</Text>
              </Drawer.Title>
              <Box as="nav" aria-label="Main navigation" h="full" overflowY="auto">
                <SideNav onNavigate={() => setDrawerOpen(false)} />
              </Box>
              <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="2">
                <CloseButton size="sm" aria-label="Close navigation menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

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
          <IconButton variant="ghost" aria-label="Open navigation menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <Menu />
          </IconButton>
          <Image src="/logo.svg" alt="" boxSize="28px" />
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {branding.productName}
          </Text>
          <Box ms="auto" ps="2" minW="0" maxW="55%">
            <SyncStatusBadge />
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
