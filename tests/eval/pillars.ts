// Pillar-classification evaluation: reads a CSV of labelled paragraphs (columns text,label; label 0 none, 1 metrics
// and targets, 2 strategy, 3 risk management, 4 governance, the ClimateBERT TCFD coding; other columns ignored), runs
// the classifier on every row and scores it. The labelled data is only ever read from outside the repository.

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { classifyParagraph } from '../../src/core/engine/classifier'
import { confusionMatrix, scoreConfusion, type ClassificationScores } from '../../src/core/engine/classifier-metrics'
import type { Classification } from '../../src/core/engine/types'
import { seededRandom } from '../../src/core/seeded-random'

/** Class names in the order of the CSV's integer labels. */
export const PILLAR_CLASSES = ['none', 'metrics_targets', 'strategy', 'risk_management', 'governance'] as const
export type PillarClass = (typeof PILLAR_CLASSES)[number]

export type PillarRow = { text: string; label: number }

export type PillarEvaluation = ClassificationScores & {
  /** Predicted class index per row, in file order. */
  predictions: number[]
  rows: PillarRow[]
  /** Mean classification time per paragraph, milliseconds. */
  msPerParagraph: number
}

/** The development set, beside the repository as ../shared (absent in a user's fresh clone). */
export const DEV_SET_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared/eval-data/tcfd-pillars-dev',
)
export const DEV_SET_CSV = join(DEV_SET_DIR, 'train.csv')

/** The dev-set CSV's path, or undefined when ../shared is not there. */
export function findDevSet(): string | undefined {
  return existsSync(DEV_SET_CSV) ? DEV_SET_CSV : undefined
}

/** Parses labelled CSV text; throws on a missing column or a label outside 0-4, naming the line. */
export function parsePillarCsv(csv: string): PillarRow[] {
  const records = parse<Record<string, string | undefined>>(csv, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  })
  return records.map((record, i) => {
    const line = i + 2
    const text = record.text
    const labelText = record.label?.trim()
    if (text === undefined || labelText === undefined)
      throw new Error(`Row ${line}: the CSV needs columns "text" and "label"`)
    const label = Number(labelText)
    if (!Number.isInteger(label) || label < 0 || label >= PILLAR_CLASSES.length) {
      throw new Error(`Row ${line}: label "${labelText}" is not one of 0-${PILLAR_CLASSES.length - 1}`)
    }
    return { text, label }
  })
}

export function classIndex(pillar: Classification['pillar']): number {
  return PILLAR_CLASSES.indexOf(pillar)
}

/** Classifies and scores labelled rows. */
export function evaluateRows(
  rows: readonly PillarRow[],
  classify: (text: string) => Classification = classifyParagraph,
): PillarEvaluation {
  const started = performance.now()
  const predictions = rows.map((row) => classIndex(classify(row.text).pillar))
  const elapsed = performance.now() - started
  const gold = rows.map((row) => row.label)
  const scores = scoreConfusion(confusionMatrix(gold, predictions, PILLAR_CLASSES.length), PILLAR_CLASSES)
  return { ...scores, predictions, rows: [...rows], msPerParagraph: rows.length ? elapsed / rows.length : 0 }
}

/**
 * A fixed pseudo-random half of the rows ('a' or 'b'), for checking that tuning on one half carries over to the other.
 * The seeded generator keeps the split the same on every machine.
 */
export function splitHalf<T>(rows: readonly T[], half: 'a' | 'b', seed = 20261121): T[] {
  const random = seededRandom(seed)
  const order = rows.map((row, i) => ({ row, i, key: random.next() }))
  order.sort((x, y) => x.key - y.key)
  const cut = Math.ceil(rows.length / 2)
  return (half === 'a' ? order.slice(0, cut) : order.slice(cut)).sort((x, y) => x.i - y.i).map(({ row }) => row)
}

/** Reads a labelled CSV file and evaluates the classifier on it (or on one half of it). */
export function evaluatePillars(csvPath: string, options: { half?: 'a' | 'b' } = {}): PillarEvaluation {
  const rows = parsePillarCsv(readFileSync(csvPath, 'utf8'))
  return evaluateRows(options.half ? splitHalf(rows, options.half) : rows)
}

const fixed = (value: number) => value.toFixed(2)

/** The one-line summary CI and people grep for. */
export function summaryLine(evaluation: Pick<PillarEvaluation, 'macroF1' | 'accuracy' | 'n'>): string {
  return `macro_f1=${fixed(evaluation.macroF1)} accuracy=${fixed(evaluation.accuracy)} n=${evaluation.n}`
}

/** A readable report: per-class table, confusion matrix, speed; the summary line is always last. */
export function formatPillarReport(evaluation: PillarEvaluation): string[] {
  const width = Math.max(...PILLAR_CLASSES.map((name) => name.length))
  const lines = [
    `${'class'.padEnd(width)}  precision  recall     f1  support  predicted`,
    ...evaluation.perClass.map(
      (c) =>
        `${c.label.padEnd(width)}  ${fixed(c.precision).padStart(9)}  ${fixed(c.recall).padStart(6)}  ${fixed(c.f1).padStart(5)}` +
        `  ${String(c.support).padStart(7)}  ${String(c.predicted).padStart(9)}`,
    ),
    '',
    'confusion matrix (rows: gold, columns: predicted)',
    `${''.padEnd(width)}  ${PILLAR_CLASSES.map((name) => name.slice(0, 8).padStart(8)).join(' ')}`,
    ...evaluation.confusion.map(
      (row, g) => `${PILLAR_CLASSES[g]!.padEnd(width)}  ${row.map((value) => String(value).padStart(8)).join(' ')}`,
    ),
    '',
    `speed: ${(evaluation.msPerParagraph * 1000).toFixed(0)} µs per paragraph`,
    summaryLine(evaluation),
  ]
  return lines
}

/** Misclassified rows, for reading errors while tuning lexicons by hand. */
export function misclassified(evaluation: PillarEvaluation, limit = Infinity): string[] {
  const lines: string[] = []
  evaluation.rows.forEach((row, i) => {
    const predicted = evaluation.predictions[i]!
    if (predicted === row.label || lines.length >= limit) return
    lines.push(
      `[gold ${PILLAR_CLASSES[row.label]} / predicted ${PILLAR_CLASSES[predicted]}] ${row.text.replace(/\s+/g, ' ')}`,
    )
  })
  return lines
}
