import { Box, Button, Checkbox, Field, Heading, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react'
import { memo, useMemo, useState } from 'react'
import { SECTION_INFO, TCFD_SECTIONS } from '../../../core/contract/write'
import { aasbIndexMarkdown } from '../../../core/engine/gap-check'
import { Markdown } from '../../components/markdown'
import { log } from '../../lib/logger'
import { downloadBlob, downloadTextFile } from '../../lib/download-file'
import type { DraftText } from '../../offline/records'
import type { Workspace } from '../../offline/sync/write-workspace'
import { AasbS2Check } from './aasb-s2-check'
import { EXPORT_FORMATS, reportFileName, type ExportFormat } from './file-names'
import { wordExportFailed, writeMessages } from './messages'
import { reportPlainText } from './plain-text-export'
import { buildReportContent, hasAnySection, sectionTextsOf, type SectionTexts } from './report-content'
import { withOpenedReport } from './report-sections'
import type { ConflictChoice } from '../../offline/sync/drafts'
import { SaveConflictPanel } from './draft-conflict-panel'
import { saveReport, type ConflictKeep } from './save-report'
import type { WorkspaceUpdate } from './use-write-workspace'
import { reportWordFile } from './word-export'

type Props = {
  workspace: Workspace
  update: WorkspaceUpdate
  onError: (message: string) => void
  onSaved: (message: string) => void
  onBack: () => void
}

/** Tab 3, Review and Export: title, format, preview, download, save as a report, and the AASB S2 check. */
export function ReviewStep({ workspace, update, onError, onSaved, onBack }: Props) {
  const [saving, setSaving] = useState(false)
  const [titleInvalid, setTitleInvalid] = useState(false)
  const [withIndex, setWithIndex] = useState(false)
  // Typing the title must not redo the preview and the AASB S2 check, which only depend on the sections.
  const sections = useMemo(() => sectionTextsOf(workspace.sections), [workspace.sections])
  const format = workspace.format
  const { label } = EXPORT_FORMATS[format]

  const download = async () => {
    const content = buildReportContent(sections)
    const fileName = reportFileName(workspace.companyName, format)
    if (format === 'markdown') {
      downloadTextFile(
        fileName,
        withIndex ? `${content}\n\n${aasbIndexMarkdown(sections)}` : content,
        EXPORT_FORMATS.markdown.type,
      )
      return
    }
    if (format === 'text') {
      downloadTextFile(fileName, reportPlainText(content), EXPORT_FORMATS.text.type)
      return
    }
    const title = workspace.reportTitle.trim() || `TCFD Report for ${workspace.companyName.trim()}`
    try {
      downloadBlob(fileName, await reportWordFile(title, content))
    } catch (error) {
      // The Word library is loaded on first use; a stale app version whose chunk is gone cannot load it.
      log.error('Could not build the Word file', error)
      onError(wordExportFailed)
    }
  }

  const [conflict, setConflict] = useState<{ mine: DraftText; theirs: DraftText } | null>(null)

  const store = async (text: DraftText, keep?: ConflictKeep) => {
    setSaving(true)
    const outcome = await saveReport(text, workspace.openedReport, undefined, keep)
    setSaving(false)
    if (outcome.status === 'failed') {
      onError(outcome.message)
      return
    }
    if (outcome.status === 'conflict') {
      setConflict({ mine: text, theirs: outcome.theirs })
      return
    }
    setConflict(null)
    const { opened } = outcome
    // Merged with another device's change: the workspace shows the report as it is now saved.
    update((current) =>
      opened && opened.content !== text.content
        ? withOpenedReport(current, { ...opened, updated_at: new Date().toISOString() })
        : { ...current, openedReport: opened },
    )
    onSaved(`'${text.title}' is saved on this device and will be sent to the server when it can be reached.`)
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const title = workspace.reportTitle.trim()
    if (!title) {
      setTitleInvalid(true)
      onError(writeMessages.titleMissing)
      return
    }
    await store({ title, content: buildReportContent(sections) })
  }

  const settle = (choice: ConflictChoice) => {
    if (!conflict) return
    if (choice !== 'theirs') {
      void store(conflict.mine, choice)
      return
    }
    const opened = workspace.openedReport
    setConflict(null)
    if (opened)
      update((current) =>
        withOpenedReport(current, { id: opened.id, ...conflict.theirs, updated_at: new Date().toISOString() }),
      )
  }

  return (
    <Stack gap="6">
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Review and export">
        <Stack gap="5">
          <Heading as="h2" size="lg">
            Review and Export
          </Heading>
          <Field.Root required invalid={titleInvalid}>
            <Field.Label>
              Report Title
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="reportTitle"
              value={workspace.reportTitle}
              onChange={(event) => {
                const reportTitle = event.target.value
                setTitleInvalid(false)
                update((current) => ({ ...current, reportTitle }))
              }}
            />
          </Field.Root>

          <Field.Root>
            <RadioGroup.Root
              value={format}
              onValueChange={(details) => update((current) => ({ ...current, format: details.value as ExportFormat }))}
              aria-label="Export format"
            >
              <Field.Label as="span" mb="2" display="block">
                Export format
              </Field.Label>
              <HStack gap="5" wrap="wrap">
                {(Object.keys(EXPORT_FORMATS) as ExportFormat[]).map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{EXPORT_FORMATS[value].label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
          {format === 'markdown' && (
            <Checkbox.Root checked={withIndex} onCheckedChange={(details) => setWithIndex(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Add an AASB S2 index to the download</Checkbox.Label>
            </Checkbox.Root>
          )}

          <ReportPreview sections={sections} />

          {conflict && (
            <SaveConflictPanel mine={conflict.mine} theirs={conflict.theirs} busy={saving} onChoose={settle} />
          )}

          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={onBack}>
              Back to Generate Sections
            </Button>
            <Button variant="outline" onClick={() => void download()}>
              Download as {label}
            </Button>
            <Button
              type="submit"
              loading={saving}
              loadingText="Saving..."
              disabled={saving || workspace.reportTitle === '' || !hasAnySection(sections)}
            >
              Save Report
            </Button>
          </HStack>
        </Stack>
      </form>
      <MemoAasbS2Check sections={sections} />
    </Stack>
  )
}

const MemoAasbS2Check = memo(AasbS2Check)

/** The four sections as they will be saved, in at most 400px of height, a missing one marked in italics. */
const ReportPreview = memo(function ReportPreview({ sections }: { sections: SectionTexts }) {
  return (
    <Box
      as="section"
      aria-label="Report preview"
      maxH="400px"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.panel"
      tabIndex={0}
    >
      <Stack gap="4">
        {TCFD_SECTIONS.map((section) =>
          sections[section] ? (
            <Markdown key={section}>{sections[section]}</Markdown>
          ) : (
            <Text key={section} fontStyle="italic" color="fg.muted">
              {SECTION_INFO[section].title}: not yet generated
            </Text>
          ),
        )}
      </Stack>
    </Box>
  )
})
