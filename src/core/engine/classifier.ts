// The grounded engine's paragraph classifier: is a paragraph about climate at all, and if so which TCFD pillar does
// it serve (governance, strategy, risk management, metrics and targets)? Rules and hand-written weighted lexicons
// (classifier-lexicons.ts) rather than a trained model: it must ship to the browser, give the same answer everywhere,
// and not be derived from the non-commercial labelled data it is measured on (docs/decisions/030).
//
// Two stages. (1) Relevance: climate, energy and emissions vocabulary is summed; below a threshold the paragraph is
// "none". (2) Pillar: each pillar's lexicon score, scaled, plus a prior, plus (for metrics and targets) surface
// features of reported figures; the highest wins. Risk and action categories come from the taxonomy.

import { matchCategories } from '../taxonomy'
import { CLIMATE_TERMS, PILLAR_TERMS } from './classifier-lexicons'
import { compileLexicon, matchLexicon } from './text-lexicon'
import { stemTokens } from './text-normalise'
import type { Classification } from './types'
import { TCFD_SECTIONS, type TcfdSection } from '../contract/write'

/** Minimum climate evidence for a paragraph to count as climate-related: one clear word ("energy") is enough. */
export const RELEVANCE_THRESHOLD = 1.5

// Strategy is where most climate text in reports lands (risks, opportunities, plans), so it wins when the other
// pillars have no specific evidence.
const PILLAR_PRIOR: Record<TcfdSection, number> = {
  governance: 0,
  strategy: 0.75,
  risk_management: 0,
  metrics_targets: 0,
}

// The lexicons differ in how concentrated their evidence is. Strategy's words (impact, market, could, invest) occur
// in every kind of paragraph, so they count for less; risk-management and governance paragraphs show their pillar
// through a few process and role words among much general text, so those count for more.
const PILLAR_SCALE: Record<TcfdSection, number> = {
  governance: 1.4,
  strategy: 0.8,
  risk_management: 1.65,
  metrics_targets: 1,
}

const climateLexicon = compileLexicon(CLIMATE_TERMS)
const pillarLexicons = TCFD_SECTIONS.map((pillar) => ({ pillar, lexicon: compileLexicon(PILLAR_TERMS[pillar]) }))

const NUMBER = /^[0-9]+(?:[.,][0-9]+)*$/
const CURRENCIES = new Set([
  '$',
  '€',
  '£',
  '¥',
  'usd',
  'eur',
  'gbp',
  'aud',
  'nzd',
  'cad',
  'jpy',
  'chf',
  'dkk',
  'sek',
  'nok',
])
const MAGNITUDES = new Set(['million', 'billion', 'trillion', 'bn', 'm', 'mn', 'k'])
// Physical units that only follow measured quantities; written as stems, because tokens are stemmed.
const UNITS = new Set([
  'tco2e',
  'co2e',
  'tonn',
  'ton',
  't',
  'kt',
  'mt',
  'mwh',
  'gwh',
  'kwh',
  'twh',
  'gj',
  'tj',
  'pj',
  'mw',
  'gw',
  'kg',
  'm3',
  'litr',
  'liter',
  'km',
])

export type FigureFeatures = {
  /** Numbers other than years. */
  figures: number
  percentages: number
  /** Numbers followed by a physical unit (tCO2e, MWh, tonnes). */
  withUnits: number
  /** Money: a currency before a number or a magnitude word after it. */
  amounts: number
  /** Years from 2025 on. */
  futureYears: number
  /** Years after "by", "until" or "before": the shape of a target. */
  targetYears: number
  pastYears: number
}

/** Surface features of measured, dated and targeted figures: the signature of metrics and targets. */
export function figureFeatures(tokens: readonly string[]): FigureFeatures {
  const f: FigureFeatures = {
    figures: 0,
    percentages: 0,
    withUnits: 0,
    amounts: 0,
    futureYears: 0,
    targetYears: 0,
    pastYears: 0,
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!
    if (token === '%') {
      f.percentages += 1
      continue
    }
    if (!NUMBER.test(token)) continue
    const before = tokens[i - 1]
    const next = tokens[i + 1]
    const value = Number(token.replace(/,/g, ''))
    if (/^\d{4}$/.test(token) && value >= 1990 && value <= 2100) {
      if (value >= 2025) f.futureYears += 1
      else f.pastYears += 1
      if (before === 'by' || before === 'until' || before === 'before') f.targetYears += 1
      continue
    }
    f.figures += 1
    if (next !== undefined && UNITS.has(next)) f.withUnits += 1
    if ((before !== undefined && CURRENCIES.has(before)) || (next !== undefined && MAGNITUDES.has(next))) f.amounts += 1
  }
  return f
}

// Each feature is capped so that a table of numbers does not outvote everything else. Amounts count because the
// TCFD 2021 metric categories include capital deployed towards climate opportunities.
function metricsFeatureScore(f: FigureFeatures): number {
  return (
    0.35 * Math.min(f.figures, 8) +
    0.8 * Math.min(f.percentages, 4) +
    1.5 * Math.min(f.withUnits, 3) +
    1.2 * Math.min(f.amounts, 3) +
    0.8 * Math.min(f.futureYears, 2) +
    1 * Math.min(f.targetYears, 2) +
    0.3 * Math.min(f.pastYears, 3)
  )
}

/** What the classifier saw in a paragraph: the evidence behind a Classification, for explanations and tuning. */
export type ClassifierEvidence = {
  /** Summed climate vocabulary; at least RELEVANCE_THRESHOLD means climate-related. */
  relevance: number
  relevanceTerms: string[]
  /** Prior + scaled lexicon score (+ figure features for metrics) per pillar; the highest wins. */
  pillarScores: Record<TcfdSection, number>
  pillarTerms: Record<TcfdSection, string[]>
  features: FigureFeatures
}

function gatherEvidence(tokens: readonly string[]): ClassifierEvidence {
  const climate = matchLexicon(tokens, climateLexicon)
  const pillarScores = {} as Record<TcfdSection, number>
  const pillarTerms = {} as Record<TcfdSection, string[]>
  for (const { pillar, lexicon } of pillarLexicons) {
    const { score, hits } = matchLexicon(tokens, lexicon)
    pillarScores[pillar] = PILLAR_PRIOR[pillar] + PILLAR_SCALE[pillar] * score
    pillarTerms[pillar] = [...hits.keys()]
  }
  const features = figureFeatures(tokens)
  pillarScores.metrics_targets += metricsFeatureScore(features)
  return { relevance: climate.score, relevanceTerms: [...climate.hits.keys()], pillarScores, pillarTerms, features }
}

/** The evidence the classifier weighs for a paragraph (matched terms, scores, figure features). */
export function explainParagraph(text: string): ClassifierEvidence {
  return gatherEvidence(stemTokens(text))
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x))
const round = (value: number) => Math.round(value * 10000) / 10000

/**
 * Turns evidence into scores that sum to 1: a softmax over the pillars, weighted by how sure the relevance stage is.
 * "none" is put on the same footing as the best pillar (its share times the chance of not being climate-related), so
 * the class the classifier chose always has the highest score.
 */
function toScores(relevance: number, raw: Record<TcfdSection, number>, best: TcfdSection): Classification['scores'] {
  const shares = TCFD_SECTIONS.map((pillar) => Math.exp((raw[pillar] - raw[best]) / 2))
  const pClimate = sigmoid((relevance - RELEVANCE_THRESHOLD) / 2)
  const weighted = { none: 1 - pClimate } as Classification['scores']
  TCFD_SECTIONS.forEach((pillar, i) => (weighted[pillar] = pClimate * shares[i]!))
  const total = Object.values(weighted).reduce((sum, value) => sum + value, 0)
  for (const key of Object.keys(weighted) as Array<keyof typeof weighted>) weighted[key] = round(weighted[key] / total)
  return weighted
}

/** Classifies one paragraph of report text. Deterministic; a fraction of a millisecond. */
export function classifyParagraph(text: string): Classification {
  const tokens = stemTokens(text)
  const { relevance, pillarScores } = gatherEvidence(tokens)
  let best: TcfdSection = 'strategy'
  for (const pillar of TCFD_SECTIONS) if (pillarScores[pillar] > pillarScores[best]) best = pillar
  const scores = toScores(relevance, pillarScores, best)
  if (relevance < RELEVANCE_THRESHOLD) return { pillar: 'none', scores, risks: [], actions: [] }
  return {
    pillar: best,
    scores,
    risks: matchCategories(tokens, 'risk').map(({ id }) => id),
    actions: matchCategories(tokens, 'action').map(({ id }) => id),
  }
}
