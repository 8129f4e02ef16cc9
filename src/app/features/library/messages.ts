import type { LibraryJobStage } from '../../../core/contract/library'

export const libraryMessages = {
  notAdmin:
    'Only administrators can manage the report library. Ask an administrator of your organisation if reports are missing.',
  loadJobsFailed: 'The uploads could not be loaded. Please try again.',
  loadReportsFailed: 'The reports could not be loaded. Please try again.',
  uploadFailed: 'The files could not be uploaded. Please try again.',
  noResponse: 'Network error. Server may be unreachable.',
  retagFailed: 'The report could not be updated. Please try again.',
  deleteFailed: 'The report could not be deleted. Please try again.',
  replaceFailed: 'The replacement could not be uploaded. Please try again.',
  retryFailed: 'The file could not be queued again. Please try again.',
}

export const stageLabels: Record<LibraryJobStage, string> = {
  queued: 'Queued',
  parsing: 'Reading the file',
  tagging: 'Tagging',
  indexing: 'Indexing',
  done: 'Done',
  failed: 'Failed',
}

/** How far along the three working steps a stage is, for the progress bar. */
export const stageProgress: Record<LibraryJobStage, number> = {
  queued: 0,
  parsing: 1,
  tagging: 2,
  indexing: 3,
  done: 4,
  failed: 4,
}
