import { Button } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A form's submit button: disabled, with a spinner and a busy label, while the form is being sent. */
export function SubmitButton({
  busy,
  busyText,
  children,
  alignStart,
}: {
  busy: boolean
  busyText: string
  children: ReactNode
  alignStart?: boolean
}) {
  return (
    <Button
      type="submit"
      loading={busy}
      loadingText={busyText}
      disabled={busy}
      {...(alignStart ? { alignSelf: 'flex-start' } : {})}
    >
      {children}
    </Button>
  )
}
