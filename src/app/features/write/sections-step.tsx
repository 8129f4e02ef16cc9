import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { MISSING_CONTEXT_MESSAGE, SECTION_INFO, TCFD_SECTIONS, type TcfdSection } from '../../../core/contract/write'
import { complianceFlags } from '../../../core/engine/compliance-flags'
import { detectSector } from '../../../core/engine/draft-facts'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { failureMessage } from '../../lib/failure-message'
import { requestSync } from '../../offline/sync/sync-request'
import type { Workspace } from '../../offline/sync/write-workspace'
import { generateSection } from './api/generate-section'
import { generateFailedMessage } from './messages'
import { hasAnySection, sectionTextsOf } from './report-content'
import { SectionCard } from './section-card'
import { hasUserEdits, withNewDraft, withSavedEdit, withUndoneDraft } from './section-history'
import type { WorkspaceUpdate } from './use-write-workspace'

type Props = {
  workspace: Workspace
  update: WorkspaceUpdate
  onError: (message: string) => void
  onBack: () => void
  onContinue: () => void
  /** The other device's version of a section, when both changed it at once (nothing when there is none). */
  conflictFor: (section: TcfdSection, label: string) => ReactNode
}

type PerSection<T> = Partial<Record<TcfdSection, T>>

function without<T>(map: PerSection<T>, section: TcfdSection): PerSection<T> {
  const rest = { ...map }
  delete rest[section]
  return rest
}

/** Tab 2, Generate Sections: one card per TCFD pillar; generated and edited text is kept on the device. */
export function SectionsStep({ workspace, update, onError, onBack, onContinue, conflictFor }: Props) {
  const [busy, setBusy] = useState<PerSection<boolean>>({})
  const [errors, setErrors] = useState<PerSection<string>>({})
  // The section whose edited text a new draft would replace, while the user is asked.
  const [confirming, setConfirming] = useState<TcfdSection | null>(null)

  // Read from the company information as it is now, on the device: the same rules the server applies to its drafts,
  // so a section drafted offline, or edited since, shows the same points.
  const flags = useMemo(
    () => complianceFlags(workspace.companyInfo, detectSector(workspace.companyInfo, workspace.industry)),
    [workspace.companyInfo, workspace.industry],
  )

  // Opening this tab loads the saved drafts. They live on the device; this asks for the server's latest.
  useEffect(() => requestSync(), [])

  const generate = async (section: TcfdSection) => {
    if (!workspace.companyInfo.trim()) {
      onError(MISSING_CONTEXT_MESSAGE)
      return
    }
    setBusy((current) => ({ ...current, [section]: true }))
    setErrors((current) => without(current, section))
    const drafted = await generateSection({
      section,
      companyName: workspace.companyName,
      industry: workspace.industry,
      companyInfo: workspace.companyInfo,
      question: workspace.questions[section] ?? '',
    }).catch((error: unknown) => {
      const fallback = generateFailedMessage(section)
      setErrors((current) => ({ ...current, [section]: failureMessage(error, { fallback, noResponse: fallback }) }))
    })
    setBusy((current) => without(current, section))
    if (!drafted) return
    const generated = { content: drafted.content, offline: drafted.offline, generated_at: new Date().toISOString() }
    update((current) => withNewDraft(current, section, generated))
  }

  const requestGenerate = (section: TcfdSection) => {
    if (hasUserEdits(workspace, section)) setConfirming(section)
    else void generate(section)
  }

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Generate TCFD Report Sections for {workspace.companyName}
      </Heading>
      {TCFD_SECTIONS.map((section) => (
        <Stack key={section} gap="2">
          {conflictFor(section, SECTION_INFO[section].title)}
          <SectionCard
            section={section}
            generated={workspace.sections[section]}
            flags={flags.filter((flag) => flag.section === section)}
            question={workspace.questions[section] ?? ''}
            editing={workspace.edits[section]}
            busy={busy[section] === true}
            error={errors[section]}
            onQuestionChange={(question) =>
              update((current) => ({ ...current, questions: { ...current.questions, [section]: question } }))
            }
            canUndo={workspace.replaced[section] !== undefined}
            onGenerate={() => requestGenerate(section)}
            onUndo={() => update((current) => withUndoneDraft(current, section))}
            onEditingChange={(text) =>
              update((current) => ({
                ...current,
                edits: text === undefined ? without(current.edits, section) : { ...current.edits, [section]: text },
              }))
            }
            onSave={(text) => update((current) => withSavedEdit(current, section, text))}
          />
        </Stack>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title="Replace your edited text?"
        confirmLabel="Replace"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const section = confirming
          setConfirming(null)
          if (section) void generate(section)
        }}
      >
        {confirming &&
          `${SECTION_INFO[confirming].title} has text you edited. Generating it again replaces that text; you can undo this afterwards.`}
      </ConfirmDialog>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={onBack}>
          Back to Company Information
        </Button>
        <Button onClick={onContinue} disabled={!hasAnySection(sectionTextsOf(workspace.sections))}>
          Continue to Full Report
        </Button>
      </HStack>
    </Stack>
  )
}
