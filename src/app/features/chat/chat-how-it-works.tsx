import { Dialog, Heading, IconButton, List, Portal, Stack, Text } from '@chakra-ui/react'
import { Info } from 'lucide-react'
import { DialogCloseFooter } from '../../components/dialog-close-footer'

/** The Chat screen's 'How does this work?' icon: what answers the questions, how sources and offline use work. */
export function ChatHowItWorks() {
  return (
    <Dialog.Root placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="How does this work?">
          <Info />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>How does this work?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  The assistant answers questions about climate-related financial disclosure under TCFD and AASB S2, to
                  help you develop your business's responses to the risks it discloses. When the server is connected to
                  a large language model, the model answers from curated public sources only. Otherwise the built-in
                  grounded engine answers: it uses nothing but a curated knowledge base of passages on TCFD, AASB S2 and
                  Australia's climate reporting regime, and cites each passage it relies on.
                </Text>
                <Text>
                  Answers cite their sources with numbers such as [1]. The sources are listed under each answer: open
                  one to read the passage and follow the link to the public document it comes from.
                </Text>
                <Text>
                  The assistant is for demonstration. Its answers are not legal, financial or accounting advice and can
                  be incomplete or wrong: check them against the standards and your own advisers before you rely on
                  them.
                </Text>
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    Without a connection
                  </Heading>
                  <List.Root ps="5" gap="1">
                    <List.Item>Your chat history stays readable on this device.</List.Item>
                    <List.Item>
                      A question you ask is queued and sent when the connection returns; the server's answer then
                      appears under it.
                    </List.Item>
                    <List.Item>
                      Meanwhile the grounded engine on your device may answer from the same knowledge base. Such an
                      answer is labelled &ldquo;Offline answer&rdquo;.
                    </List.Item>
                  </List.Root>
                </Stack>
              </Stack>
            </Dialog.Body>
            <DialogCloseFooter />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
