import { Alert, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { AuthenticationRequired } from '../../components/authentication-required'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { usePageTitle } from '../../lib/page-title'
import { useRevealMessage } from '../../lib/use-reveal-message'
import { useAuth } from '../../lib/stored-user'
import { log } from '../../lib/logger'
import { getOfflineDb } from '../../offline/db'
import { useWorkspaceSync } from '../../offline/hooks'
import { dismissWorkspaceConflict } from '../../offline/sync/workspace-saver'
import { fieldsOf, withFields, type WorkspaceField } from '../../offline/sync/write-workspace'
import type { DraftRecord } from '../../offline/records'
import { firstCompanyProblem } from './company-validation'
import { reportOpenedMessage, writeMessages } from './messages'
import { CompanyStep } from './company-step'
import { buildReportContent, hasAnySection, sectionTextsOf } from './report-content'
import { withOpenedReport } from './report-sections'
import { ReviewStep } from './review-step'
import { SavedReports } from './saved-reports'
import { SectionsStep } from './sections-step'
import { useWriteWorkspace } from './use-write-workspace'
import { WorkspaceConflictCopy } from './workspace-conflict-copy'

type Tab = 'company' | 'sections' | 'review'
type Banner = { status: 'error' | 'success'; message: string }

export function WritePage() {
  usePageTitle('Write Assist')
  const { user } = useAuth()
  return (
    <Stack gap="6" maxW="6xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Write Assist
        </Heading>
        <Text color="fg.muted">Get assistance writing and structuring your TCFD disclosures.</Text>
      </Stack>
      {user ? <WriteWorkspace key={user.email} email={user.email} /> : <AuthenticationRequired returnUrl="/write" />}
    </Stack>
  )
}

function WriteWorkspace({ email }: { email: string }) {
  const state = useWriteWorkspace(email)
  const sync = useWorkspaceSync(email)
  const [tab, setTab] = useState<Tab>('company')
  const [banner, setBanner] = useState<Banner | null>(null)
  // A saved report waiting to be opened while the user confirms that it replaces the sections in the workspace.
  const [opening, setOpening] = useState<DraftRecord | null>(null)
  const bannerRef = useRef<HTMLDivElement>(null)

  useRevealMessage(bannerRef, banner)

  if (state.status === 'loading') {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>Loading your work...</Text>
      </HStack>
    )
  }
  const { workspace, update, storageFailed } = state
  const showError = (message: string) => setBanner({ status: 'error', message })
  const goTo = (next: Tab) => {
    setBanner(null)
    setTab(next)
  }
  // Keeping theirs puts the other device's text in the field, which then goes to the server like any change.
  const conflictFor = (field: WorkspaceField, label: string) => {
    const theirs = sync?.conflicts[field]
    if (theirs === undefined) return null
    const keep = (choice: 'mine' | 'theirs') => {
      if (choice === 'theirs') update((current) => withFields(current, { ...fieldsOf(current), [field]: theirs }))
      void dismissWorkspaceConflict(field, email).then((result) => {
        if (!result.ok) showError(writeMessages.saveDraftChangesFailed)
      })
    }
    return (
      <WorkspaceConflictCopy
        label={label}
        theirs={theirs}
        onKeepMine={() => keep('mine')}
        onKeepTheirs={() => keep('theirs')}
      />
    )
  }
  const companyReady = firstCompanyProblem(workspace) === null
  const sectionsReady = hasAnySection(sectionTextsOf(workspace.sections))
  // Asked only when the sections hold something the report does not: this report's own sections, or the very
  // text just saved as it, are not lost by opening it.
  const wouldLoseSections = (draft: DraftRecord) =>
    sectionsReady &&
    workspace.openedReport?.id !== draft.id &&
    buildReportContent(sectionTextsOf(workspace.sections)) !== draft.content
  const openReport = async (draft: DraftRecord) => {
    setOpening(null)
    // The newest text on the device: a sync may have brought a change since the list was drawn.
    const latest = await getOfflineDb()
      .drafts.get(draft.id)
      .catch((error: unknown) => {
        log.error('Could not read the draft to edit', error)
        return undefined
      })
    if (!latest || latest.userEmail !== email) {
      showError(writeMessages.loadDraftFailed)
      return
    }
    update((current) => withOpenedReport(current, latest))
    // Review and Export shows the reopened sections and checks them against AASB S2 again.
    goTo('review')
    setBanner({ status: 'success', message: reportOpenedMessage(latest.title) })
  }

  return (
    <Stack gap="6">
      {banner && (
        <Alert.Root
          ref={bannerRef}
          status={banner.status}
          role={banner.status === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
        >
          <Alert.Indicator />
          <Alert.Description>{banner.message}</Alert.Description>
        </Alert.Root>
      )}
      {storageFailed && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            This device could not store your work. Keep this page open, and download or save your report before you
            leave it.
          </Alert.Description>
        </Alert.Root>
      )}
      {sync?.error && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            Your company information and sections could not be sent to your other devices: {sync.error} They are kept on
            this device, and your next change here sends them again.
          </Alert.Description>
        </Alert.Root>
      )}
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          Content is generated automatically, for demonstration and as a conversation starter. It can be incomplete or
          wrong: check every statement against your company's records and the standards before you use it.
        </Alert.Description>
      </Alert.Root>

      <Tabs.Root value={tab} onValueChange={(details) => goTo(details.value as Tab)} variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="company">Company Information</Tabs.Trigger>
          {/* A reopened report's sections can be edited before this device has the company information. */}
          <Tabs.Trigger value="sections" disabled={!companyReady && !sectionsReady}>
            Generate Sections
          </Tabs.Trigger>
          <Tabs.Trigger value="review" disabled={!sectionsReady}>
            Review and Export
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="company" pt="5">
          <CompanyStep
            workspace={workspace}
            update={update}
            onInvalid={showError}
            onContinue={() => goTo('sections')}
            conflictFor={conflictFor}
          />
        </Tabs.Content>
        <Tabs.Content value="sections" pt="5">
          <SectionsStep
            workspace={workspace}
            update={update}
            onError={showError}
            onBack={() => goTo('company')}
            onContinue={() => goTo('review')}
            conflictFor={conflictFor}
          />
        </Tabs.Content>
        <Tabs.Content value="review" pt="5">
          <ReviewStep
            workspace={workspace}
            update={update}
            onError={showError}
            onSaved={(message) => setBanner({ status: 'success', message })}
            onBack={() => goTo('sections')}
          />
        </Tabs.Content>
      </Tabs.Root>

      <SavedReports
        onError={showError}
        onEdit={(draft) => (wouldLoseSections(draft) ? setOpening(draft) : void openReport(draft))}
      />
      <ConfirmDialog
        open={opening !== null}
        title="Open saved report?"
        confirmLabel="Open"
        onCancel={() => setOpening(null)}
        onConfirm={() => (opening ? openReport(opening) : undefined)}
      >
        {opening &&
          `Opening “${opening.title}” replaces the sections in the workspace. Save or download them first if you want to keep them.`}
      </ConfirmDialog>
    </Stack>
  )
}
