import { Button, chakra, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { UpdateDraftRequestSchema } from '../../../core/contract/drafts'
import { FormAlert } from '../../components/form-alert'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { log } from '../../lib/logger'
import { useAuth } from '../../lib/stored-user'
import { useForm } from '../../lib/use-form'
import { getOfflineDb } from '../../offline/db'
import { createDraft, updateDraft } from '../../offline/drafts'
import { useDraft } from '../../offline/hooks'
import type { DraftText } from '../../offline/records'
import { editToSave } from './edit-draft-merge'
import { writeMessages } from './messages'
import { ReadErrorBoundary } from '../../components/read-error-boundary'

// SPEC.md section 4, "Edit dialog": open, load the draft (spinner), edit, then save (the dialog closes and the list,
// a live view of the device database, follows) or cancel (the dialog closes and its state clears). The draft is
// read from and written to the device, so this works offline; the outbox takes the change to the server. An edit
// that reaches the draft while the dialog is open is merged with the typed text (edit-draft-merge.ts).

type Props = {
  /** The draft to edit; the dialog is open while there is one. */
  draftId: string | null
  onClose: () => void
  onError: (message: string) => void
}

type FormProps = {
  initial: DraftText
  onSave: (text: DraftText) => Promise<boolean>
  onCancel: () => void
}

function DraftEditForm({ initial, onSave, onCancel }: FormProps) {
  const form = useForm(UpdateDraftRequestSchema, initial)
  const [failed, setFailed] = useState(false)

  // A failed save keeps the dialog open with everything typed: the text exists nowhere else yet.
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false)
    if (!(await onSave(values))) setFailed(true)
  })

  return (
    <chakra.form display="flex" flexDirection="column" flex="1" minH="0" onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <FormField label="Title" required error={form.errors.title} {...form.field('title')} />
          <FormField label="Content" rows={12} error={form.errors.content} {...form.field('content')} />
          {failed && <FormAlert status="error">{writeMessages.saveDraftChangesFailed}</FormAlert>}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <SubmitButton busy={form.submitting} busyText="Saving...">
          Save Changes
        </SubmitButton>
      </Dialog.Footer>
    </chakra.form>
  )
}

type EditorProps = {
  id: string
  onCancel: () => void
  onLoadFailed: () => void
  onSavingChange: (saving: boolean) => void
  onSaved: () => void
  onSaveFailed: () => void
}

const textOf = (draft: DraftText): DraftText => ({ title: draft.title, content: draft.content })

function DraftEditor({ id, onCancel, onLoadFailed, onSavingChange, onSaved, onSaveFailed }: EditorProps) {
  const draft = useDraft(id)
  const email = useAuth().user?.email
  // The text as it was when the dialog opened. The live record may change underneath (the sync engine applying
  // another device's edit, another tab) or even disappear; what the user is typing is never replaced by it.
  const [started, setStarted] = useState<DraftText | null>(null)
  if (draft && !started) setStarted(textOf(draft))

  const reported = useRef(false)
  useEffect(() => {
    if (draft === null && !started && !reported.current) {
      reported.current = true
      onLoadFailed()
    }
  }, [draft, started, onLoadFailed])

  const save = async (typed: DraftText): Promise<boolean> => {
    if (!started) return false
    onSavingChange(true)
    try {
      // Read now rather than from the last render, so an edit that arrived a moment ago is not missed.
      const record = await getOfflineDb().drafts.get(id)
      const stored = record?.userEmail === email ? record : undefined
      const current = stored ? textOf(stored) : null
      const { text, otherVersion } = editToSave(started, typed, current)
      if (otherVersion && stored) {
        const copy = await createDraft({ ...otherVersion, disclosure_type: stored.disclosure_type })
        if (!copy.ok) {
          log.error(`Could not keep the other version of the draft: ${copy.error}`)
          onSaveFailed()
          return false
        }
        // That version is kept now; a second attempt after a failed save starts from it.
        setStarted(current)
      }
      const result = await updateDraft(id, text)
      if (!result.ok) {
        log.error(`Could not save the draft's changes: ${result.error}`)
        onSaveFailed()
        return false
      }
      onSaved()
      return true
    } catch (error) {
      log.error("Could not save the draft's changes", error)
      onSaveFailed()
      return false
    } finally {
      onSavingChange(false)
    }
  }

  if (started) return <DraftEditForm initial={started} onSave={save} onCancel={onCancel} />
  return (
    <>
      <Dialog.Body>
        <Flex role="status" align="center" justify="center" gap="3" py="10">
          <Spinner color="brand.solid" />
          <Text>Loading the draft...</Text>
        </Flex>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled>Save Changes</Button>
      </Dialog.Footer>
    </>
  )
}

/** The 'Edit Report Draft' dialog of the Saved Reports list. */
export function EditDraftDialog({ draftId, onClose, onError }: Props) {
  const [saving, setSaving] = useState(false)
  // Kept while the dialog animates closed, so its content does not vanish mid-animation.
  const [shownId, setShownId] = useState(draftId)
  if (draftId && draftId !== shownId) setShownId(draftId)

  const loadFailed = () => {
    onClose()
    onError(writeMessages.loadDraftFailed)
  }

  return (
    <Dialog.Root
      open={draftId !== null}
      onOpenChange={(event) => !event.open && !saving && onClose()}
      closeOnEscape={!saving}
      closeOnInteractOutside={!saving}
      lazyMount
      unmountOnExit
      size="lg"
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Edit Report Draft</Dialog.Title>
            </Dialog.Header>
            {shownId && (
              <ReadErrorBoundary
                key={shownId}
                onError={(error) => {
                  log.error('Could not read the draft from this device', error)
                  loadFailed()
                }}
                fallback={() => null}
              >
                <DraftEditor
                  id={shownId}
                  onCancel={onClose}
                  onLoadFailed={loadFailed}
                  onSavingChange={setSaving}
                  onSaved={onClose}
                  onSaveFailed={() => onError(writeMessages.saveDraftChangesFailed)}
                />
              </ReadErrorBoundary>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
