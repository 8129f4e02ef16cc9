// Accuracy, per-class precision / recall / F1 and macro-F1 from a confusion matrix. Pure and isomorphic so the eval
// script, tests and any future in-app quality view compute the figures the same way. Conventions follow
// scikit-learn's defaults: a class never predicted has precision 0, a class never present has recall 0, and
// macro-F1 is the unweighted mean over all classes, so a rare class that is never found costs its full share.

export type ClassScores = {
  label: string
  precision: number
  recall: number
  f1: number
  /** Gold examples of the class. */
  support: number
  /** Examples predicted as the class. */
  predicted: number
}

export type ClassificationScores = {
  labels: readonly string[]
  n: number
  accuracy: number
  macroF1: number
  perClass: ClassScores[]
  /** confusion[gold][predicted], in the order of `labels`. */
  confusion: number[][]
}

/** Counts gold/predicted pairs of class indexes into a square matrix, confusion[gold][predicted]. */
export function confusionMatrix(gold: readonly number[], predicted: readonly number[], classCount: number): number[][] {
  if (gold.length !== predicted.length)
    throw new Error(`${gold.length} gold labels but ${predicted.length} predictions`)
  const matrix = Array.from({ length: classCount }, () => new Array<number>(classCount).fill(0))
  gold.forEach((g, i) => {
    const p = predicted[i]!
    if (!matrix[g] || p < 0 || p >= classCount) throw new Error(`Class index out of range: gold ${g}, predicted ${p}`)
    matrix[g][p]! += 1
  })
  return matrix
}

const ratio = (num: number, den: number) => (den === 0 ? 0 : num / den)

/** Scores a confusion matrix whose rows and columns follow `labels`. */
export function scoreConfusion(
  confusion: readonly (readonly number[])[],
  labels: readonly string[],
): ClassificationScores {
  const k = labels.length
  let n = 0
  let correct = 0
  const perClass: ClassScores[] = labels.map((label, c) => {
    const row = confusion[c] ?? []
    const support = row.reduce((sum, value) => sum + value, 0)
    let predicted = 0
    for (let g = 0; g < k; g += 1) predicted += confusion[g]?.[c] ?? 0
    const truePositives = row[c] ?? 0
    n += support
    correct += truePositives
    const precision = ratio(truePositives, predicted)
    const recall = ratio(truePositives, support)
    const f1 = ratio(2 * precision * recall, precision + recall)
    return { label, precision, recall, f1, support, predicted }
  })
  return {
    labels,
    n,
    accuracy: ratio(correct, n),
    macroF1: ratio(
      perClass.reduce((sum, c) => sum + c.f1, 0),
      k,
    ),
    perClass,
    confusion: confusion.map((row) => [...row]),
  }
}
