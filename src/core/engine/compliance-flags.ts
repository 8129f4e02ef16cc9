import type { ComplianceFlag } from '../contract/write'
import { creditKindsOf, isNegated, ONE_POINT_FIVE, WELL_ABOVE_TWO, type Sector } from './draft-facts'
import { sentences } from './text'
import type { TcfdSection } from '../contract/write'

// Compliance flags on a draft: what the company's own information shows is missing for a rule that applies to it,
// each with the rule it rests on. They read the whole company information, not one section's share of it, because a
// fact stated anywhere (a base year in a sentence about progress) answers the rule.

export type SectionFlag = ComplianceFlag & { section: TcfdSection }

const mentions = (all: string[], pattern: RegExp) => all.filter((sentence) => pattern.test(sentence))
const affirmed = (all: string[], pattern: RegExp) => mentions(all, pattern).filter((sentence) => !isNegated(sentence))

const SCENARIO = /\bscenarios?\b|\bstress test\b/i
const SCOPE_2 = /\bscope\s?(2|two)\b|\bscope 1 and 2\b/i
const LOCATION_BASED = /\blocation[- ]based\b|\blocation basis\b/i
const SCOPE_3 = /\bscope\s?(3|three)\b|\bvalue chain emissions\b/i
const FINANCED = /\bfinanced emissions\b|\binsurance-associated emissions\b|\bPCAF\b/i
const FIRST_YEAR =
  /\bfirst (annual )?(reporting (year|period)|year of reporting|climate statements?|sustainability report)\b/i
const TARGET = /\btargets?\b|\bnet zero\b|\b(aim|commit\w*) to (reduce|cut|reach)\b/i
const BASE_PERIOD =
  /\bbase(line| year| period)\b|\b(from|against|relative to|compared with) (a |the |our )?(fy ?)?\d{4}\b|\b(fy ?)?\d{4} (levels|baseline)\b/i
const MILESTONE = /\bmilestones?\b|\binterim\b|\bby 20\d\d\b.*\bby 20\d\d\b/i
const CREDITS = /\b(carbon credits?|offsets?|ACCUs?|Australian Carbon Credit Units?|Safeguard Mechanism Credits)\b/i

export function complianceFlags(companyInfo: string, sector: Sector | undefined): SectionFlag[] {
  const all = sentences(companyInfo)
  const flags: SectionFlag[] = []
  const firstYear = all.some((sentence) => FIRST_YEAR.test(sentence))

  const scenarioText = affirmed(all, SCENARIO).join(' ')
  const missingScenarios = [
    ONE_POINT_FIVE.test(scenarioText) ? undefined : 'one that limits warming to 1.5 °C',
    WELL_ABOVE_TWO.test(scenarioText) ? undefined : 'one with warming well above 2 °C (read by ASIC as 2.5 °C or more)',
  ].filter((item) => item !== undefined)
  if (missingScenarios.length > 0) {
    flags.push({
      section: 'strategy',
      rule: 'Corporations Act 2001 s296D(2A)',
      message: `Scenario analysis must include at least two scenarios, among them ${missingScenarios.length === 2 ? 'one that limits warming to 1.5 °C and one with warming well above 2 °C' : missingScenarios[0]}; the company information ${scenarioText ? 'names none of that kind' : 'describes no scenario analysis'}.`,
    })
  }

  const scope2 = mentions(all, SCOPE_2)
  const locationGiven = scope2.some(
    (sentence) =>
      LOCATION_BASED.test(sentence) && !/\bnot (yet )?(calculated|measured|reported)\b[^.]*location/i.test(sentence),
  )
  if (!locationGiven) {
    flags.push({
      section: 'metrics_targets',
      rule: 'AASB S2 para 29(a)(v)',
      message:
        scope2.length > 0
          ? 'Scope 2 emissions are given without a location-based figure; AASB S2 asks for location-based Scope 2, with market-based information as a supplement.'
          : 'No Scope 2 figure is given; AASB S2 asks for location-based Scope 2 emissions in tCO2-e.',
    })
  }

  if (!firstYear && affirmed(all, SCOPE_3).filter((sentence) => !/\btargets?\b/i.test(sentence)).length === 0) {
    flags.push({
      section: 'metrics_targets',
      rule: 'AASB S2 para 29(a)(vi); relief in para C4(b) covers only the first annual reporting period',
      message:
        'No Scope 3 emissions are given. The first-year relief has ended unless these are the first climate statements; if they are, say so in the company information.',
    })
  }

  if (sector?.financial && affirmed(all, FINANCED).length === 0 && !firstYear) {
    flags.push({
      section: 'metrics_targets',
      rule: 'AASB S2 para 29(a)(vi)(2); paras B58-B63',
      message: `As ${sector.name}, the company must report financed emissions (by scope, by industry or asset class, with the share covered and the method); the company information gives none.`,
    })
  }

  const targets = affirmed(all, TARGET).filter((sentence) => !CREDITS.test(sentence))
  if (targets.length > 0) {
    // The base period or a milestone may sit in a sentence about progress rather than in the target itself.
    const targetText = all
      .filter(
        (sentence) =>
          TARGET.test(sentence) || /\b(baseline|base (year|period)|milestones?|interim|progress)\b/i.test(sentence),
      )
      .join(' ')
    const missing = [
      BASE_PERIOD.test(targetText) ? undefined : 'base period',
      MILESTONE.test(targetText) ? undefined : 'interim milestones',
    ].filter((item) => item !== undefined)
    if (missing.length > 0) {
      flags.push({
        section: 'metrics_targets',
        rule: 'AASB S2 para 33',
        message: `The targets are stated without ${missing.join(' or ')}; AASB S2 asks for the base period from which progress is measured and any milestones or interim targets.`,
      })
    }
  }

  const creditUse = affirmed(all, CREDITS).filter(
    (sentence) => !/\b(generat\w*|sell\w*|opportunit\w*)\b/i.test(sentence),
  )
  if (creditUse.length > 0 && creditKindsOf(creditUse.join(' ')).length === 0) {
    flags.push({
      section: 'metrics_targets',
      rule: 'AASB S2 para 36(e)',
      message:
        'Carbon credits are mentioned without the scheme that verifies them or their type (nature-based or technological, reduction or removal); AASB S2 asks for both.',
    })
  }
  return flags
}
