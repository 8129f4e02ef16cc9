import type { TcfdSection } from '../contract/write'

// What each TCFD section must cover under AASB S2, element by element. The draft writer fills an element from the
// company's own words when they mention it and otherwise leaves a visible placeholder; the Analyse summary turns
// elements the reports rarely cover into recommendations. Every element names the passages that back it.
export type Requirement = {
  key: string
  label: string
  reference: string
  /** The paragraphs of the AASB S2 check this element answers: a draft asks here for what their rules find lacking. */
  paragraphs: string[]
  passageIds: string[]
  /** Words in the company's text that show it already says something about this element. */
  detect: RegExp
  /** What the company must still supply when its text says nothing about the element. */
  placeholder: string
  /** Advice for the Analyse summary when reports leave this element out. */
  recommendation: string
}

export type SectionGuide = { title: string; description: string; tcfd: string; requirements: Requirement[] }

export const sectionGuides: Record<TcfdSection, SectionGuide> = {
  governance: {
    title: 'Governance',
    description: 'Governance around climate-related risks and opportunities.',
    tcfd: 'TCFD Governance (a) and (b)',
    requirements: [
      {
        key: 'board-body',
        label: 'Board oversight',
        reference: 'AASB S2 para 6(a)',
        paragraphs: ['6(a)(i)'],
        passageIds: ['aasb-s2-governance-board-oversight', 'tcfd-governance-a'],
        detect: /\b(board|director|committee|chair)/i,
        placeholder:
          'the board or board committee responsible for climate-related risks and opportunities, and how that responsibility appears in its charter or terms of reference',
        recommendation:
          'Name the body that oversees climate-related risks and opportunities and show where the responsibility sits in its terms of reference',
      },
      {
        key: 'board-information',
        label: 'How and how often the board is informed',
        reference: 'AASB S2 para 6(a)(iii)',
        paragraphs: ['6(a)(iii)'],
        passageIds: ['aasb-s2-governance-board-oversight', 'tcfd-governance-a'],
        detect: /\b(quarterly|annually|each meeting|twice a year|briefed|report(s|ed)? to the board|updates?)\b/i,
        placeholder: 'how often the board is briefed on climate matters and by whom',
        recommendation: 'Say how and how often the board is informed about climate-related matters',
      },
      {
        key: 'board-skills',
        label: 'Skills and competencies',
        reference: 'AASB S2 para 6(a)(ii)',
        paragraphs: ['6(a)(ii)'],
        passageIds: ['aasb-s2-governance-board-oversight'],
        detect: /\b(skill|competenc|training|expertise|experience)/i,
        placeholder:
          'how the board makes sure it has the skills to oversee climate strategy (training, advisers, skills matrix)',
        recommendation:
          'Explain how the board ensures it has the skills and competencies to oversee climate strategies',
      },
      {
        key: 'targets-remuneration',
        label: 'Oversight of targets and link to remuneration',
        reference: 'AASB S2 para 6(a)(v) and 29(g)',
        paragraphs: ['6(a)(v)'],
        passageIds: ['aasb-s2-governance-board-oversight', 'aasb-s2-internal-carbon-price-remuneration'],
        detect: /\b(remuneration|incentives?|bonus(es)?|scorecards?|pay)\b/i,
        placeholder:
          'how the board sets and monitors climate targets, and whether executive remuneration is linked to them',
        recommendation:
          'Disclose how progress against climate targets is overseen and whether executive pay is linked to it',
      },
      {
        key: 'management-role',
        label: "Management's role",
        reference: 'AASB S2 para 6(b)',
        paragraphs: ['6(b)'],
        passageIds: ['aasb-s2-governance-management-role', 'tcfd-governance-b'],
        detect: /\b(ceo|cfo|chief|executive|management|manager|officer|working group|team)\b/i,
        placeholder:
          'the management positions or committees responsible day to day, their reporting lines, and the controls and procedures they use',
        recommendation:
          "Describe management's role: which positions or committees are responsible and which controls support them",
      },
    ],
  },
  strategy: {
    title: 'Strategy',
    description: 'Impacts on businesses, strategy and financial planning.',
    tcfd: 'TCFD Strategy (a), (b) and (c)',
    requirements: [
      {
        key: 'risks-opportunities',
        label: 'Climate-related risks and opportunities and time horizons',
        reference: 'AASB S2 paras 10-12',
        paragraphs: ['10'],
        passageIds: ['aasb-s2-risks-opportunities-time-horizons', 'tcfd-strategy-a'],
        detect: /\b(risk|opportunit|flood|drought|heat|bushfire|cyclone|carbon pric|regulation|demand)/i,
        placeholder:
          'the specific physical and transition risks and the opportunities you have identified, with your definitions of short, medium and long term',
        recommendation:
          'List each material risk and opportunity, classify risks as physical or transition, and define the time horizons used',
      },
      {
        key: 'business-model',
        label: 'Effects on the business model and value chain',
        reference: 'AASB S2 para 13',
        paragraphs: ['13'],
        passageIds: ['aasb-s2-business-model-value-chain', 'tcfd-strategy-b'],
        detect: /\b(supply chain|supplier|customer|value chain|operations|sites?|facilit|assets?)\b/i,
        placeholder:
          'where in the business model and value chain these risks and opportunities are concentrated (sites, suppliers, customers, products)',
        recommendation: 'Show where in the business model and value chain climate risks are concentrated',
      },
      {
        key: 'transition-plan',
        label: 'Strategy, decisions and transition plan',
        reference: 'AASB S2 para 14',
        paragraphs: ['14'],
        passageIds: ['aasb-s2-strategy-decision-making', 'aasb-s2-transition-plan'],
        detect: /\b(plan|invest|capex|transition|decarboni|renewable|electrif|efficien)/i,
        placeholder:
          'how the strategy responds (investment, operational changes, products), any transition plan with its key assumptions and dependencies, and progress on earlier plans',
        recommendation:
          'Describe the transition plan, its key assumptions and dependencies, and progress against earlier plans',
      },
      {
        key: 'financial-effects',
        label: 'Current and anticipated financial effects',
        reference: 'AASB S2 paras 15-21',
        paragraphs: ['15-21'],
        passageIds: ['aasb-s2-current-financial-effects', 'aasb-s2-anticipated-financial-effects'],
        detect: /(\$|\baud\b|million|billion|revenue|cost|impairment|insurance|financial)/i,
        placeholder:
          'the effects on financial position, performance and cash flows this year and expected over the horizons, as amounts or ranges where you can',
        recommendation:
          'Quantify current and anticipated financial effects, or explain why only qualitative information can be given',
      },
      {
        key: 'resilience',
        label: 'Climate resilience and scenario analysis',
        reference: 'AASB S2 para 22; Corporations Act s296D(2A)',
        paragraphs: ['22'],
        passageIds: ['aasb-s2-climate-resilience', 'au-scenario-analysis-minimum', 'tcfd-strategy-c'],
        detect: /\b(scenario|resilien|1\.5|2\.5|degrees?|warming)\b/i,
        placeholder:
          'the scenarios analysed (in Australia at least a 1.5°C scenario and one well above 2°C), their key assumptions and horizons, and what they show about resilience',
        recommendation:
          'Report scenario analysis covering at least 1.5°C and a scenario well above 2°C, with assumptions and results',
      },
    ],
  },
  risk_management: {
    title: 'Risk Management',
    description: 'How risks are identified, assessed and managed.',
    tcfd: 'TCFD Risk Management (a), (b) and (c)',
    requirements: [
      {
        key: 'identify-assess',
        label: 'Identifying and assessing climate-related risks',
        reference: 'AASB S2 para 25(a)',
        paragraphs: ['25(a)'],
        passageIds: ['aasb-s2-risk-management', 'tcfd-risk-management-a'],
        detect: /\b(identif|assess|likelihood|magnitude|materiality|register|workshop)/i,
        placeholder:
          'the processes and inputs used to identify and assess climate-related risks (data sources, scenario analysis, how likelihood and magnitude are judged)',
        recommendation:
          'Explain how climate risks are identified and assessed, including inputs, use of scenarios and how likelihood and magnitude are judged',
      },
      {
        key: 'manage-prioritise',
        label: 'Prioritising, monitoring and managing risks',
        reference: 'AASB S2 para 25(a)',
        paragraphs: [],
        passageIds: ['aasb-s2-risk-management', 'tcfd-risk-management-b'],
        detect: /\b(prioriti|monitor|mitigat|manage|control|appetite|treat)/i,
        placeholder:
          'how climate risks are prioritised against other risks, monitored and managed (mitigate, transfer, accept or control)',
        recommendation:
          'Describe how climate risks are prioritised against other risks, and how they are monitored and managed',
      },
      {
        key: 'opportunities',
        label: 'Processes for opportunities',
        reference: 'AASB S2 para 25(b)',
        paragraphs: ['25(b)'],
        passageIds: ['aasb-s2-risk-management'],
        detect: /\bopportunit/i,
        placeholder: 'the process used to identify, assess and monitor climate-related opportunities',
        recommendation: 'Cover the processes for climate-related opportunities, not only risks',
      },
      {
        key: 'integration',
        label: 'Integration into overall risk management',
        reference: 'AASB S2 para 25(c)',
        paragraphs: ['25(c)'],
        passageIds: ['aasb-s2-risk-management', 'tcfd-risk-management-c'],
        detect: /\b(enterprise risk|erm|risk management framework|integrat|risk committee|audit and risk)/i,
        placeholder: 'how these processes are integrated into the enterprise risk management framework',
        recommendation: 'Show how climate risk processes are integrated into enterprise risk management',
      },
    ],
  },
  metrics_targets: {
    title: 'Metrics and Targets',
    description: 'Metrics and targets used to assess and manage risks and opportunities.',
    tcfd: 'TCFD Metrics and Targets (a), (b) and (c)',
    requirements: [
      {
        key: 'scope-1-2',
        label: 'Scope 1 and Scope 2 emissions',
        reference: 'AASB S2 para 29(a)',
        paragraphs: ['29(a)'],
        passageIds: ['aasb-s2-scope-1-emissions', 'aasb-s2-scope-2-emissions', 'tcfd-metrics-targets-b'],
        detect: /\b(scope 1|scope 2|scope one|scope two|tco2|co2|emissions|tonnes)\b/i,
        placeholder:
          'gross Scope 1 and location-based Scope 2 emissions in tonnes of CO2-e, with the measurement approach and any contractual instruments',
        recommendation:
          'Report gross Scope 1 and location-based Scope 2 emissions in tCO2-e with the measurement approach',
      },
      {
        key: 'scope-3',
        label: 'Scope 3 emissions',
        reference: 'AASB S2 para 29(a)(vi); paras B32-B57',
        paragraphs: ['29(a)(vi)'],
        passageIds: ['aasb-s2-scope-3-overview', 'aasb-s2-scope-3-categories', 'aasb-s2-first-year-scope-3-relief'],
        detect: /\b(scope 3|scope three|value chain emissions|supplier emissions)\b/i,
        placeholder: 'Scope 3 emissions and the categories included (first-year relief may apply)',
        recommendation:
          'Plan for Scope 3: which of the 15 categories are included and how they are measured (first-year relief aside)',
      },
      {
        key: 'cross-industry',
        label: 'Cross-industry metrics',
        reference: 'AASB S2 paras 29(b)-(g)',
        paragraphs: ['29(b)', '29(c)', '29(d)', '29(e)', '29(f)', '29(g)'],
        passageIds: ['aasb-s2-cross-industry-metrics', 'tcfd-cross-industry-metrics'],
        detect: /\b(exposure|carbon price|capital deployment|capex|percentage of (revenue|assets))\b/i,
        placeholder:
          'the cross-industry metrics: assets or activities exposed to transition and physical risks, alignment with opportunities, capital deployed, any internal carbon price, and the share of executive pay linked to climate',
        recommendation:
          'Add the cross-industry metrics of paras 29(b)-(g), such as exposure to physical and transition risks and capital deployed',
      },
      {
        key: 'targets',
        label: 'Targets and progress',
        reference: 'AASB S2 paras 33-36',
        paragraphs: ['33-35'],
        passageIds: ['aasb-s2-climate-targets', 'aasb-s2-ghg-emissions-targets', 'tcfd-metrics-targets-c'],
        detect: /\b(targets?|net zero|net-zero|reduce|reduction|by 20\d\d|baseline|base year)\b/i,
        placeholder: 'each climate target with its metric, base year, target year, milestones and progress so far',
        recommendation: 'State each target with its base year, milestones and progress, and whether it is gross or net',
      },
      {
        key: 'carbon-credits',
        label: 'Planned use of carbon credits',
        reference: 'AASB S2 para 36(e)',
        paragraphs: ['36(e)'],
        passageIds: ['aasb-s2-carbon-credits'],
        detect: /\b(offset|carbon credit|accu|removal)/i,
        placeholder: 'whether carbon credits will be used to meet targets, of what kind and to what extent',
        recommendation: 'Say whether targets rely on carbon credits and of what kind',
      },
    ],
  },
}

const requirementOf = (pillar: TcfdSection, key: string): Requirement => {
  const found = sectionGuides[pillar].requirements.find((requirement) => requirement.key === key)
  if (!found) throw new Error(`No ${pillar} requirement ${key}`)
  return found
}

const companyOverview: Requirement = {
  key: 'company-overview',
  label: 'About the company',
  reference: 'AASB S2 para 13, as context for the business model',
  paragraphs: [],
  passageIds: ['aasb-s2-business-model-value-chain'],
  detect: /\b(operates|owns|employs|listed|headquartered|provides|customers across)\b/i,
  placeholder: 'what the company does, where it operates, its size and the reporting period these statements cover',
  recommendation:
    'Open with what the company does, where and at what scale, so readers can judge the climate information against it',
}

const timeHorizons: Requirement = {
  key: 'time-horizons',
  label: 'Time horizons',
  reference: 'AASB S2 para 10(d)',
  paragraphs: [],
  passageIds: ['aasb-s2-req-10d-defining-time-horizons', 'aasb-s2-risks-opportunities-time-horizons'],
  detect: /\b(short|medium|long)[- ]term\b.*\b(years?|20\d\d)\b/i,
  placeholder:
    'how you define short, medium and long term (in years) and how these link to your planning cycles and asset lives',
  recommendation: 'Define short, medium and long term in years and link them to planning cycles and asset lives',
}

/**
 * The elements a draft is built from, per section. The gap check and the Analyse summary keep using sectionGuides;
 * the draft adds an overview of the company, so profile sentences have a home that is not "financial effects", and
 * splits the time-horizon definitions of para 10(d) from the risks they apply to.
 */
export const draftGuides: Record<TcfdSection, SectionGuide> = {
  governance: sectionGuides.governance,
  strategy: {
    ...sectionGuides.strategy,
    requirements: [
      companyOverview,
      {
        ...requirementOf('strategy', 'risks-opportunities'),
        label: 'Climate-related risks and opportunities',
        placeholder:
          'the specific physical and transition risks and the opportunities you have identified, and the time horizon over which each could affect the company',
      },
      timeHorizons,
      requirementOf('strategy', 'business-model'),
      requirementOf('strategy', 'transition-plan'),
      requirementOf('strategy', 'financial-effects'),
      requirementOf('strategy', 'resilience'),
    ],
  },
  risk_management: sectionGuides.risk_management,
  metrics_targets: sectionGuides.metrics_targets,
}
