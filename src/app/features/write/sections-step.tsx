import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { MISSING_CONTEXT_MESSAGE, TCFD_SECTIONS, type TcfdSection } from '../../../core/contract/write'
import { failureMessage } from '../../lib/failure-message'
import { requestSync } from '../../offline/start-sync'
import type { Workspace } from '../../offline/write-workspace'
import { generateSection } from './api/generate-section'
import { generateFailedMessage } from './messages'
import { hasAnySection, sectionTextsOf } from './report-content'
import { SectionCard } from './section-card'
import type { WorkspaceUpdate } from './use-write-workspace'

type Props = { workspace: Workspace; update: WorkspaceUpdate; onError: (message: string) => void; onBack: () => void; onContinue: () => void }

type PerSection<T> = Partial<Record<TcfdSection, T>>

function without<T>(map: PerSection<T>, section: TcfdSection): PerSection<T> {
  const rest = { ...map }
  delete rest[section]
  return rest
}

/** Tab 2, Generate Sections: one card per TCFD pillar; generated and edited text is kept on the device. */
export function SectionsStep({ workspace, update, onError, onBack, onContinue }: Props) {
  const [busy, setBusy] = useState<PerSection<boolean>>({})
  const [errors, setErrors] = useState<PerSection<string>>({})

  // SPEC.md: opening this tab loads the saved drafts. They live on the device; this asks for the server's latest.
  useEffect(() => requestSync(), [])

  const generate = async (section: TcfdSection) => {
    if (!workspace.companyInfo.trim()) {
      onError(MISSING_CONTEXT_MESSAGE)
      return
    }
    setBusy((current) => ({ ...current, [section]: true }))
    setErrors((current) => without(current, section))
    const result = await generateSection({
      section,
      companyName: workspace.companyName,
      industry: workspace.industry,
      companyInfo: workspace.companyInfo,
      question: workspace.questions[section] ?? '',
    })
    setBusy((current) => without(current, section))
    if (!result.ok) {
      const fallback = generateFailedMessage(section)
      setErrors((current) => ({ ...current, [section]: failureMessage(result.error, { fallback, noResponse: fallback }) }))
      return
    }
    const generated = { content: result.data.content, offline: result.data.offline, generated_at: new Date().toISOString() }
    update((current) => ({ ...current, sections: { ...current.sections, [section]: generated }, edits: without(current.edits, section) }))
  }

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Generate TCFD Report Sections for {workspace.companyName}
      </Heading>
      {TCFD_SECTIONS.map((section) => (
        <SectionCard
          key={section}
          section={section}
          generated={workspace.sections[section]}
          question={workspace.questions[section] ?? ''}
          editing={workspace.edits[section]}
          busy={busy[section] === true}
          error={errors[section]}
          onQuestionChange={(question) => update((current) => ({ ...current, questions: { ...current.questions, [section]: question } }))}
          onGenerate={() => void generate(section)}
          onEditingChange={(text) =>
            update((current) => ({ ...current, edits: text === undefined ? without(current.edits, section) : { ...current.edits, [section]: text } }))
          }
          onSave={(text) =>
            update((current) => {
              const existing = current.sections[section]
              if (!existing) return current
              return { ...current, sections: { ...current.sections, [section]: { ...existing, content: text } }, edits: without(current.edits, section) }
            })
          }
        />
      ))}
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
