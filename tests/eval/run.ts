// `npm run eval`: quality figures of the grounded engine, one section after another.
//   npm run eval                              every section; pillars on ../shared/eval-data/tcfd-pillars-dev
//   npm run eval -- --pillars <file.csv>      only the pillar section, on any CSV with columns text,label
//   options: --half a|b  evaluate one fixed half of the pillar CSV (tune on one, check on the other)
//            --errors N  list up to N misclassified paragraphs before the pillar report
//   answer section (question banks in tests/eval/questions/<set>/, see answers.ts):
//            --set tuning|held-out   only that set        --topic X   only that topic
//            --misses                list every failing question with what it lacks and the start of its answer
//            With any of these three only the answer section runs.
//   placement section (the learnt examples cross-validated, and the held-out sets in tests/eval/placement/):
//            --placement-misses      list every sentence placed under another element than its label
//   npm run eval -- --gap-check <file.jsonl>  the AASB S2 check on each draft ({"id", "sections"} per line): one JSON
//            line per draft on stdout, {"id", "requirements": [{"paragraph", "status"}]}, and nothing else there
//   AASB S2 check section: figures on the labelled drafts in tests/eval/drafts/ (gap-check.ts); --misses lists errors
//   draft facts section: Write Assist's drafts of the fact sheets in tests/eval/fact-sheets/ (draft-facts.ts);
//            --draft-fact-misses lists every fact misfiled or dropped and every missing placeholder
// Each section returns its lines; a new section is one more entry in `sections` below. The last line printed is the
// last section's summary: `facts_tuning=... facts_held_out=... first_sentence=... citations_resolve=... n=...` (na
// where a set is absent or filtered out), or with --pillars `macro_f1=... accuracy=... n=...`.

import { existsSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createGroundedEngine } from '../../src/core/engine/grounded-engine'
import { knowledgeBase } from '../../src/core/knowledge/knowledge-base'
import {
  checkDraft,
  draftSetPath,
  DRAFT_SETS,
  evaluateGapCheck,
  formatGapCheckReport,
  readJsonLines,
  type LabelledDraft,
} from './gap-check'
import { evaluateAnswers, formatAnswerReport, setNames, TOPICS } from './answers'
import { evaluatePillars, findDevSet, formatPillarReport, misclassified } from './pillars'
import { DRAFT_FACT_SETS, evaluateDraftFacts, formatDraftFactsReport, readFactSheets } from './draft-facts'
import { crossValidateExamples, evaluatePlacement, formatPlacementReport, PLACEMENT_SETS } from './placements'

type EvalSection = { title: string; run: () => string[] | Promise<string[]> }

const { values } = parseArgs({
  options: {
    pillars: { type: 'string' },
    half: { type: 'string' },
    errors: { type: 'string' },
    set: { type: 'string' },
    topic: { type: 'string' },
    misses: { type: 'boolean' },
    'placement-misses': { type: 'boolean' },
    'gap-check': { type: 'string' },
    'draft-fact-misses': { type: 'boolean' },
  },
  allowPositionals: false,
})

const half = values.half === 'a' || values.half === 'b' ? values.half : undefined
if (values.half !== undefined && !half) throw new Error('--half takes "a" or "b"')
const errorLimit = values.errors === undefined ? 0 : Number(values.errors)

function pillarSection(csvPath: string | undefined): EvalSection {
  return {
    title: `TCFD pillar classification${half ? ` (half ${half})` : ''}`,
    run: () => {
      if (!csvPath) return ['skipped: ../shared/eval-data/tcfd-pillars-dev not found']
      const evaluation = evaluatePillars(csvPath, half ? { half } : {})
      const errors = errorLimit > 0 ? [...misclassified(evaluation, errorLimit), ''] : []
      return [`file: ${csvPath}`, '', ...errors, ...formatPillarReport(evaluation)]
    },
  }
}

// npm runs scripts from the repository root; a path the user typed is relative to where they typed it.
function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

function explicitPillarCsv(path: string): string {
  const full = userPath(path)
  if (!existsSync(full)) throw new Error(`--pillars: ${full} not found`)
  return full
}

if (values.topic !== undefined && !(TOPICS as readonly string[]).includes(values.topic)) {
  throw new Error(`--topic takes one of: ${TOPICS.join(', ')}`)
}
if (
  values.set !== undefined &&
  values.set !== 'tuning' &&
  values.set !== 'held-out' &&
  !setNames().includes(values.set)
) {
  throw new Error(`--set takes tuning or held-out (sets present: ${setNames().join(', ') || 'none'})`)
}
const answersOnly = values.set !== undefined || values.topic !== undefined || values.misses === true

// Targets: tuning >= 90% of questions carry every required fact, held-out >= 85%; every answered question's
// citations resolve to listed sources and real passages; out-of-scope questions are declined, mixed ones answered
// in part and declined for the rest.
function answerSection(): EvalSection {
  return {
    title: 'Grounded answers',
    run: async () => {
      const engine = createGroundedEngine(knowledgeBase)
      const present = setNames()
      const notes =
        values.set !== undefined && !present.includes(values.set)
          ? [`skipped: no question set "${values.set}" in tests/eval/questions/`, '']
          : []
      const evaluation = await evaluateAnswers(engine, (id) => engine.index.get(id) !== undefined, {
        ...(values.set !== undefined ? { set: values.set } : {}),
        ...(values.topic !== undefined ? { topic: values.topic } : {}),
      })
      return [...notes, ...formatAnswerReport(evaluation, { misses: values.misses === true })]
    },
  }
}

// Target: at least 85% of the held-out sentences land under the element the team labelled them with.
function placementSection(): EvalSection {
  return {
    title: 'Fact placement in drafts',
    run: () =>
      formatPlacementReport([crossValidateExamples(), ...PLACEMENT_SETS.map((set) => evaluatePlacement(set))], {
        misses: values['placement-misses'] === true,
      }),
  }
}

function gapCheckSection(): EvalSection {
  return {
    title: 'AASB S2 check',
    run: () =>
      DRAFT_SETS.flatMap((set) => {
        const path = draftSetPath(set)
        if (!existsSync(path)) return [`${set}: skipped, ${path} not found`]
        return formatGapCheckReport(set, evaluateGapCheck(readJsonLines<LabelledDraft>(path)), values.misses === true)
      }),
  }
}

function draftFactsSection(): EvalSection {
  return {
    title: 'Facts in drafts',
    run: async () => {
      const engine = createGroundedEngine(knowledgeBase)
      const lines: string[] = []
      for (const set of DRAFT_FACT_SETS) {
        lines.push(
          ...formatDraftFactsReport(
            set,
            await evaluateDraftFacts(engine, readFactSheets(set)),
            values['draft-fact-misses'] === true,
          ),
        )
      }
      return lines
    },
  }
}

// --gap-check: stdout carries only the JSON lines, so another program can read them as they are.
function printGapCheck(path: string): void {
  const full = userPath(path)
  if (!existsSync(full)) throw new Error(`--gap-check: ${full} not found`)
  for (const draft of readJsonLines<Pick<LabelledDraft, 'id'> & Partial<Pick<LabelledDraft, 'sections'>>>(full)) {
    const requirements = [...checkDraft(draft.sections ?? {})].map(([paragraph, status]) => ({ paragraph, status }))
    process.stdout.write(`${JSON.stringify({ id: draft.id, requirements })}\n`)
  }
}

const sections: EvalSection[] =
  values['gap-check'] !== undefined
    ? []
    : values.pillars
      ? [pillarSection(explicitPillarCsv(values.pillars))]
      : answersOnly
        ? [answerSection()]
        : [pillarSection(findDevSet()), placementSection(), gapCheckSection(), draftFactsSection(), answerSection()]

if (values['gap-check'] !== undefined) printGapCheck(values['gap-check'])

for (const [i, section] of sections.entries()) {
  if (i > 0) console.log('')
  console.log(`== ${section.title} ==`)
  for (const line of await section.run()) console.log(line)
}
