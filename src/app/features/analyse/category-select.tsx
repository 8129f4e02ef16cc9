import { Button, Checkbox, CheckboxGroup, Fieldset, Popover, Portal, Stack, Tag, Text, Wrap } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { useId, useRef } from 'react'

type Props = {
  title: string
  options: readonly string[]
  value: string[]
  onChange: (value: string[]) => void
  disabled: boolean
}

/**
 * A multi-select as a list of checkboxes in a popover: screen readers announce each option as a checkbox with its
 * state, and on a phone the options are plain tap targets with no text field or on-screen keyboard in the way. The
 * choices show under the button as outlined chips, each with its own remove button.
 */
export function CategorySelect({ title, options, value, onChange, disabled }: Props) {
  const titleId = useId()
  const summaryId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)

  const remove = (item: string) => {
    onChange(value.filter((selected) => selected !== item))
    // The pressed chip disappears; keep the keyboard user in the same place rather than back at the page's start.
    triggerRef.current?.focus()
  }

  return (
    <Stack gap="2">
      <Text id={titleId} fontWeight="medium" fontSize="sm">
        {title}
      </Text>
      <Popover.Root positioning={{ sameWidth: true, placement: 'bottom-start' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button
            ref={triggerRef}
            variant="outline"
            colorPalette="gray"
            justifyContent="space-between"
            fontWeight="normal"
            disabled={disabled}
            aria-labelledby={`${titleId} ${summaryId}`}
          >
            <Text as="span" id={summaryId} color={value.length ? 'fg' : 'fg.muted'}>
              {value.length ? `${value.length} selected` : 'None selected'}
            </Text>
            <ChevronDown aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="auto">
              <Popover.Body p="3" maxH="min(60vh, 360px)" overflowY="auto">
                <Fieldset.Root>
                  <Fieldset.Legend fontSize="sm" mb="2">
                    {title}
                  </Fieldset.Legend>
                  <CheckboxGroup value={value} onValueChange={onChange} gap="2">
                    {options.map((option) => (
                      <Checkbox.Root key={option} value={option} size="sm">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{option}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </CheckboxGroup>
                </Fieldset.Root>
              </Popover.Body>
              <Popover.Footer p="3" pt="0">
                {/* a plain button: a close trigger would be announced as "close" instead of its visible name */}
                <Popover.Context>
                  {(popover) => (
                    <Button size="sm" variant="subtle" onClick={() => popover.setOpen(false)}>
                      Done
                    </Button>
                  )}
                </Popover.Context>
              </Popover.Footer>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {value.length > 0 && (
        <Wrap as="ul" gap="2" listStyle="none" aria-label={`Selected ${title}`}>
          {value.map((item) => (
            <li key={item}>
              <Tag.Root variant="outline" size="lg" colorPalette="brand" maxW="full" title={item}>
                <Tag.Label>{item}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove ${item}`}
                    disabled={disabled}
                    onClick={() => remove(item)}
                    cursor="pointer"
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
    </Stack>
  )
}
