import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { Fragment, type ReactNode } from 'react'

// The library page's two lists, uploads and reports, share one shape: a card headed by the list's name, whatever
// controls it has, a count that screen readers hear change, and the items as a plain bordered list.

type Props<T> = {
  headingId: string
  title: string
  /** Controls and messages between the heading and the list. */
  children?: ReactNode
  /** The items, or nothing while they are loading or could not be loaded. */
  items: readonly T[] | undefined
  /** Announced above the list whenever it changes. */
  count: string
  /** Shown in place of the count and the list when there are no items. */
  empty?: string
  listLabel: string
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
}

/** An item's bordered box in a library list; a list item must be labelled by its own heading where it has one. */
export function LibraryListItem({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="3" aria-labelledby={labelledBy}>
      <Stack gap="2">{children}</Stack>
    </Box>
  )
}

export function LibraryList<T>({
  headingId,
  title,
  children,
  items,
  count,
  empty,
  listLabel,
  itemKey,
  renderItem,
}: Props<T>) {
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        {/* controls above the list want a little more room */}
        <Stack gap={children ? '4' : '3'}>
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          {children}
          {items && items.length === 0 && empty !== undefined ? (
            <Text color="fg.muted">{empty}</Text>
          ) : (
            items && (
              <>
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {count}
                </Text>
                <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={listLabel}>
                  {items.map((item) => (
                    <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
                  ))}
                </Stack>
              </>
            )
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
