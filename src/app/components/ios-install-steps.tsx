import { Button, CloseButton, Dialog, List, Portal, Text } from '@chakra-ui/react'
import { Download, Share } from 'lucide-react'
import { branding } from '../lib/branding'

/** How to install on iOS, which has no install prompt: a button that opens the steps (InstallApp). */
export function IosInstallSteps() {
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" w="full">
          <Download size={16} aria-hidden="true" /> Add to Home Screen
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Add {branding.shortName} to your Home Screen</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root as="ol" ps="5" gap="2">
                <List.Item>
                  Tap the Share button <Share size={14} aria-label="Share" style={{ display: 'inline' }} /> in
                  Safari&apos;s toolbar.
                </List.Item>
                <List.Item>Scroll down and choose &quot;Add to Home Screen&quot;.</List.Item>
                <List.Item>
                  Tap &quot;Add&quot;. The app then opens full screen from its icon and works offline.
                </List.Item>
              </List.Root>
              <Text mt="3" color="fg.muted" fontSize="sm">
                Installing needs Safari; other browsers on iPhone and iPad open the same steps from their share menu.
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
