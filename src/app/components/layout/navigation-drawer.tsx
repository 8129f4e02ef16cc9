import { Box, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react'
import { SIDE_NAV_WIDTH } from './nav-items'
import { SideNav } from './side-nav'

type NavigationDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** The side navigation as a drawer behind the menu button, below the medium breakpoint (AppShell). */
export function NavigationDrawer({ open, onOpenChange }: NavigationDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={SIDE_NAV_WIDTH} maxW={SIDE_NAV_WIDTH} bg="nav.bg">
            <Drawer.Title asChild>
              <Text srOnly>Navigation</Text>
            </Drawer.Title>
            <Box as="nav" aria-label="Main navigation" h="full" overflowY="auto">
              <SideNav onNavigate={() => onOpenChange(false)} />
            </Box>
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="2">
              <CloseButton size="sm" aria-label="Close navigation menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
