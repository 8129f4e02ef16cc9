import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'

type Props = {
  /** The report to delete; the dialog is open while there is one. */
  report: { id: string; title: string } | null
  onCancel: () => void
  /** Deletes the report; resolves when done (the dialog waits, so Delete cannot be pressed twice). */
  onConfirm: (id: string) => Promise<void>
  /** Where focus goes when the dialog closes; null returns it to the button that opened the dialog. */
  finalFocusEl?: () => HTMLElement | null
}

/** Asked before a saved report is deleted; names the report so the user knows which one goes. */
export function DeleteReportDialog({ report, onCancel, onConfirm, finalFocusEl }: Props) {
  // Kept while the dialog animates closed, so its text does not go blank.
  const [shown, setShown] = useState(report)
  if (report && report !== shown) setShown(report)

  return (
    <ConfirmDialog
      open={report !== null}
      title="Delete report"
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={() => (report ? onConfirm(report.id) : undefined)}
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      Delete “{shown?.title}”? This cannot be undone.
    </ConfirmDialog>
  )
}
