// `npm run eval`: quality figures of the grounded engine, one section after another.
//   npm run eval                              every section; pillars on ../shared/eval-data/tcfd-pillars-dev
//   npm run eval -- --pillars <file.csv>      only the pillar section, on any CSV with columns text,label
//   options: --half a|b  evaluate one fixed half of the pillar CSV (tune on one, check on the other)
//            --errors N  list up to N misclassified paragraphs before the pillar report
// Each section returns its lines; a new section (answer checks, ...) is one more entry in `sections` below. With
// --pillars only the pillar section runs, so its summary `macro_f1=... accuracy=... n=...` is the last line printed.

import { existsSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createGroundedEngine } from '../../src/core/engine/grounded-engine'
import { evaluateAnswers } from './answers'
import { evaluatePillars, findDevSet, formatPillarReport, misclassified } from './pillars'

type EvalSection = { title: string; run: () => string[] | Promise<string[]> }

const { values } = parseArgs({
  options: {
    pillars: { type: 'string' },
    half: { type: 'string' },
    errors: { type: 'string' },
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

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`

// Targets (issue 4): at least 90% of question cases cite an expected passage; every grounded answer's citations
// resolve to real passages; out-of-scope questions are declined.
function answerSection(): EvalSection {
  return {
    title: 'Grounded answers',
    run: async () => {
      const engine = createGroundedEngine()
      const report = await evaluateAnswers(engine, (id) => engine.index.get(id) !== undefined)
      const misses = report.misses.map((miss) => `  miss: "${miss.question}" expected ${miss.expected.join(' | ')}, cited ${miss.cited.join(', ') || 'nothing'}`)
      return [
        `question cases: ${report.cases}`,
        `cite an expected passage: ${report.citedExpected}/${report.cases} (${percent(report.citedExpected, report.cases)}; target >= 90%)`,
        `answers whose citations all resolve to real passages: ${report.allResolvable}/${report.answered} (${percent(report.allResolvable, report.answered)}; target 100%)`,
        `out-of-scope questions declined: ${report.declined}/${report.outOfScope}`,
        ...misses,
        `answers_cited=${(report.citedExpected / Math.max(report.cases, 1)).toFixed(2)} citations_resolve=${(report.allResolvable / Math.max(report.answered, 1)).toFixed(2)} n=${report.cases}`,
      ]
    },
  }
}

const sections: EvalSection[] = values.pillars
  ? [pillarSection(explicitPillarCsv(values.pillars))]
  : [
      pillarSection(findDevSet()),
      answerSection(),
    ]

for (const [i, section] of sections.entries()) {
  if (i > 0) console.log('')
  console.log(`== ${section.title} ==`)
  for (const line of await section.run()) console.log(line)
}
