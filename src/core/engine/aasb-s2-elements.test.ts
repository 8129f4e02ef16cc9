import { expect, test } from 'vitest'
import type { TcfdSection } from '../contract/write'
import { checkAgainstAasbS2, judgeSentences, type RequirementCheck } from './gap-check'

function statusOf(sections: Partial<Record<TcfdSection, string>>, paragraph: string): RequirementCheck {
  const found = checkAgainstAasbS2(sections)
    .pillars.flatMap((pillar) => pillar.requirements)
    .find((item) => item.key === paragraph)
  if (!found) throw new Error(`no element ${paragraph}`)
  return found
}

test('a transition risk is not a transition plan', () => {
  const risk = 'Transition risks, such as a higher carbon price, could raise our operating costs.'
  expect(statusOf({ strategy: risk }, '14').status).toBe('missing')
  expect(statusOf({ strategy: `${risk} In response, we are trialling electric haul trucks.` }, '14')).toMatchObject({
    status: 'partial',
    note: 'Says something about this, but not a transition plan.',
  })
  expect(
    statusOf(
      {
        strategy:
          'Our transition plan, approved in 2025, electrifies the fleet by 2028 and assumes grid decarbonisation continues.',
      },
      '14',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'We have not developed a transition plan.' }, '14').status).toBe('missing')
})

test('Scope 1 and 2 need figures in tCO2-e, and Scope 2 location-based', () => {
  const metrics = (text: string) => statusOf({ metrics_targets: text }, '29(a)')
  expect(metrics('We are reducing emissions across our operations.').status).toBe('missing')
  expect(metrics('We report Scope 1 and Scope 2 emissions to the regulator.')).toMatchObject({
    status: 'partial',
    note: 'Names the emissions but gives no figures in tCO2-e.',
  })
  expect(
    metrics('Scope 1 emissions were 52,000 tCO2-e and market-based Scope 2 emissions were 0 tCO2-e.'),
  ).toMatchObject({
    status: 'partial',
    note: 'Scope 2 is market-based only: add the location-based figure.',
  })
  expect(
    metrics('Scope 1 emissions were 52,000 tCO2-e and Scope 2 emissions were 9,000 tCO2-e (location-based).').status,
  ).toBe('addressed')
  expect(metrics('We do not measure Scope 1, 2 or 3 emissions.').status).toBe('missing')
})

test('resilience needs the scenarios and a conclusion', () => {
  const strategy = (text: string) => statusOf({ strategy: text }, '22').status
  expect(strategy('We used the NGFS Net Zero 2050 and Current Policies scenarios.')).toBe('partial')
  expect(strategy('Our strategy is resilient to climate change.')).toBe('partial')
  expect(strategy('Under a 1.5°C scenario and a 3°C scenario our strategy remains resilient.')).toBe('addressed')
  expect(strategy('We have not performed scenario analysis.')).toBe('missing')
  expect(strategy('We plan to undertake scenario analysis next year.')).toBe('missing')
})

test('each of 29(b)-(g) is judged on its own and needs an amount or share', () => {
  const cases: [string, string, string][] = [
    [
      '29(b)',
      'About 35% of revenue comes from coal customers exposed to transition risk.',
      'Some revenue is exposed to transition risk.',
    ],
    [
      '29(c)',
      'Assets worth $220 million are located in areas at high risk of flooding.',
      'Some sites are located in areas exposed to flooding.',
    ],
    [
      '29(d)',
      'Twelve per cent of revenue came from renewable energy services aligned with climate opportunities.',
      'Some of our revenue comes from renewable energy projects.',
    ],
    [
      '29(e)',
      'We deployed $48 million of capital expenditure towards emissions reduction.',
      'We are investing capital in lower-emission equipment.',
    ],
    [
      '29(f)',
      'We apply an internal carbon price of $75 per tonne of CO2-e.',
      'We use an internal carbon price in investment decisions.',
    ],
    [
      '29(g)',
      '10% of executive variable remuneration is linked to climate measures.',
      'Executive bonuses include climate measures.',
    ],
  ]
  const paragraphs = cases.map(([paragraph]) => paragraph)
  for (const [paragraph, full, named] of cases) {
    const addressed = checkAgainstAasbS2({ metrics_targets: full }).pillars.flatMap((pillar) => pillar.requirements)
    expect(addressed.find((item) => item.key === paragraph)?.status, full).toBe('addressed')
    const others = addressed.filter(
      (item) => paragraphs.includes(item.key) && item.key !== paragraph && item.status === 'addressed',
    )
    expect(
      others.map((item) => item.key),
      full,
    ).toEqual([])
    expect(statusOf({ metrics_targets: named }, paragraph).status, named).toBe('partial')
  }
  expect(statusOf({ metrics_targets: 'We do not use an internal carbon price.' }, '29(f)').status).toBe('missing')
})

test('saying no carbon credits will be used answers 36(e); an undecided statement does not', () => {
  expect(
    statusOf({ metrics_targets: 'We do not plan to use carbon credits to meet our targets.' }, '36(e)').status,
  ).toBe('addressed')
  expect(statusOf({ metrics_targets: 'We have not yet decided whether to use carbon credits.' }, '36(e)').status).toBe(
    'missing',
  )
  expect(statusOf({ metrics_targets: 'We may buy offsets.' }, '36(e)').status).toBe('partial')
})

test('how often the board is informed is needed for 6(a)(iii)', () => {
  expect(statusOf({ governance: 'Management keeps the board informed about climate.' }, '6(a)(iii)').status).toBe(
    'partial',
  )
  expect(statusOf({ governance: 'The CFO briefs the board on climate matters quarterly.' }, '6(a)(iii)').status).toBe(
    'addressed',
  )
})

test('a Markdown table with the unit in its header gives figures for each scope', () => {
  const table = [
    '| Emissions (tCO2-e) | FY2025 |',
    '| --- | --- |',
    '| Scope 1 | 12,000 |',
    '| Scope 2 (location-based) | 3,400 |',
    '| Scope 3 | 55,000 |',
  ].join('\n')
  expect(statusOf({ metrics_targets: table }, '29(a)')).toMatchObject({
    status: 'addressed',
    evidence: ['Scope 1 12,000 tCO2-e.', 'Scope 2 (location-based) 3,400 tCO2-e.'],
  })
  expect(statusOf({ metrics_targets: table }, '29(a)(vi)').status).toBe('addressed')
})

test('a leading concession does not deny the claim that follows it', () => {
  const sentence =
    'Although we have not completed quantitative scenario analysis, our qualitative assessment under 1.5°C and 4°C scenarios indicates that our strategy is resilient.'
  expect(statusOf({ strategy: sentence }, '22').status).toBe('addressed')
})

test('abbreviations a draft defines for its bodies are read as the body', () => {
  const governance =
    'Oversight rests with the Board Risk and Compliance Committee (BRCC). The Chief Risk Officer briefs the BRCC on climate matters at each scheduled meeting.'
  expect(statusOf({ governance }, '6(a)(iii)').status).toBe('addressed')
})

test('a clause that continues another takes its topic, but never from a denial', () => {
  const risk = (text: string) => statusOf({ risk_management: text }, '25(a)').status
  expect(
    risk(
      'Climate-related risks are identified through an annual workshop. They are assessed with the Group likelihood-consequence matrix.',
    ),
  ).toBe('addressed')
  expect(
    risk(
      'Risks are workshopped annually; scored on the group likelihood-consequence scale; prioritised by residual rating.',
    ),
  ).toBe('addressed')
  const opportunities = (text: string) => statusOf({ risk_management: text }, '25(b)').status
  expect(
    opportunities(
      'There is no process to identify climate-related opportunities. These processes are integrated into our risk framework.',
    ),
  ).toBe('missing')
})

test('skills need a climate-related field: training, backgrounds, advisers', () => {
  const skills = (text: string) => statusOf({ governance: text }, '6(a)(ii)').status
  expect(
    skills(
      'Committee members completed a two-day climate governance course run by the Australian Institute of Company Directors.',
    ),
  ).toBe('addressed')
  expect(
    skills(
      'The Committee engages an independent sustainability adviser to keep directors up to date with climate science.',
    ),
  ).toBe('addressed')
  expect(skills('Two members were appointed for their backgrounds in energy policy.')).toBe('addressed')
  expect(skills("The Committee's members bring a broad range of skills and experience.")).toBe('missing')
})

test('how often the body is informed: meetings a year and standing items', () => {
  const informed = (text: string) => statusOf({ governance: text }, '6(a)(iii)').status
  expect(informed("Briefing papers on emissions are tabled at every one of the committee's six sittings a year.")).toBe(
    'addressed',
  )
  expect(informed('The Committee hears from the General Manager Sustainability at every meeting.')).toBe('addressed')
  expect(informed('The Board approved the emissions target and receives an annual progress report.')).toBe('partial')
  // a managing director is management, not the board
  expect(informed('The GM HSEQ reports to the Managing Director every month.')).toBe('missing')
})

test('pay linked to transition measures is linked to climate', () => {
  const pay = (text: string) => statusOf({ governance: text }, '29(g)').status
  expect(pay('15% of the long-term incentive is tied to renewable capacity and coal closure milestones.')).toBe(
    'addressed',
  )
  expect(pay('7.5% of Group Executives’ long-term variable reward was linked to climate outcomes.')).toBe('addressed')
  expect(
    pay(
      'The committee sets the climate component of at-risk pay: one fifth of the short-term incentive depends on kiln-fuel milestones.',
    ),
  ).toBe('addressed')
})

test('a management role needs management named in the clause itself', () => {
  const management = (text: string) => statusOf({ governance: text }, '6(b)').status
  expect(
    management('Execution falls to the Decarbonisation Steering Group, chaired by the Chief Technical Officer.'),
  ).toBe('addressed')
  expect(
    management('The Responsible Investment team, which reports to the CIO, implements the Climate Change Policy.'),
  ).toBe('addressed')
  expect(
    management(
      'The Sustainability Committee is responsible for climate. It receives a report from the Head of Sustainability.',
    ),
  ).toBe('missing')
})

test('time horizons labelled as such, and a plan called "our plan"', () => {
  const horizons =
    'We use short (under 2 years), medium (2–5 years) and long (more than 5 years) time horizons. Physical risks include flood damage to towers. Opportunities include remote monitoring services.'
  expect(statusOf({ strategy: horizons }, '10').status).toBe('addressed')
  expect(
    statusOf(
      {
        strategy:
          'Our plan has three parts: 100% renewable electricity by 2025 and replacing diesel generators by 2028.',
      },
      '14',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'We plan to develop a transition plan next year.' }, '14').status).toBe('missing')
})

test('where risk concentrates or what the business depends on is an effect on the business model, a revenue line is not', () => {
  const model = (text: string) => statusOf({ strategy: text }, '13').status
  expect(model('The low-lying southern wharves carry most of the physical risk.')).toBe('addressed')
  expect(
    model('The Riverland depends on irrigation from the Murray River, so our drought exposure is concentrated there.'),
  ).toBe('addressed')
  expect(
    model('Revenue from our rail service, which customers use to lower their freight emissions, was $184 million.'),
  ).toBe('missing')
  expect(
    model('Fifteen per cent of the long-term incentive depends on progress against our decarbonisation targets.'),
  ).toBe('missing')
})

test('an anticipated effect may rest on the climate cause given in the sentence before it', () => {
  const money =
    'Storm and bushfire damage cost $27 million in network repairs in FY2025. We expect to spend $150 million on network hardening over the next five years.'
  expect(statusOf({ strategy: money }, '15-21').status).toBe('addressed')
  // not across paragraphs
  expect(
    statusOf(
      {
        strategy:
          'Storm and bushfire damage cost $27 million in network repairs in FY2025.\n\nWe expect to spend $150 million on new offices over the next five years.',
      },
      '15-21',
    ).status,
  ).toBe('partial')
})

test('resilience conclusions in other words', () => {
  const strategy = (text: string) => statusOf({ strategy: text }, '22').status
  expect(
    strategy(
      "Scenario testing used NGFS 'Net Zero 2050' (1.5°C) and 'Current Policies' (3°C). Finding: the network holds up over the medium term in both cases.",
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'We stress-tested the strategy under 1.5°C and 3°C futures. The Directors judged that the business can adapt in both.',
    ),
  ).toBe('addressed')
})

test('opportunity processes and risk integration as reports describe them', () => {
  const opportunities = (text: string) => statusOf({ risk_management: text }, '25(b)').status
  expect(
    opportunities('The Commercial team ranks each low-carbon product opportunity by margin and abatement value.'),
  ).toBe('addressed')
  expect(
    opportunities(
      'Asset class teams identify climate opportunities and assess them against the climate solutions taxonomy.',
    ),
  ).toBe('addressed')
  expect(opportunities('We also look for opportunities, such as new packaging formats.')).toBe('partial')
  const integration = (text: string) => statusOf({ risk_management: text }, '25(c)').status
  expect(
    integration('Climate risk is treated as a driver of existing risk types (credit, operational and market).'),
  ).toBe('addressed')
  expect(
    integration(
      'Climate threats live in the same enterprise register, with the same owners and reporting as everything else.',
    ),
  ).toBe('addressed')
  expect(
    integration(
      'Those rated high are added to the corporate risk register, which the Audit Committee reviews alongside all other corporate risks.',
    ),
  ).toBe('addressed')
  expect(integration('Risks are prioritised against other risks on the group risk register.')).toBe('missing')
})

test('financed emissions are Scope 3, not the company’s own Scope 1 and 2', () => {
  const financed =
    'Financed emissions (Scope 1 and 2 emissions of investee companies) were 2.9 MtCO2e, calculated with the PCAF Standard.'
  expect(statusOf({ metrics_targets: financed }, '29(a)(vi)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: financed }, '29(a)').status).toBe('missing')
  expect(
    statusOf(
      {
        metrics_targets:
          'Emissions, in tonnes of carbon dioxide equivalent: scope one, 486,200; scope two, 4,150 on the location basis; scope three, 121,400.',
      },
      '29(a)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Scope 1 emissions are nil. Scope 2 emissions were 640 t CO2-e (location-based).' },
      '29(a)',
    ).status,
  ).toBe('addressed')
})

test('targets need a base period, or progress with a figure', () => {
  const targets = (text: string) => statusOf({ metrics_targets: text }, '33-35').status
  expect(
    targets(
      'We have a target of net zero Scope 1 and 2 emissions by 2030. The committee reviews progress against our net zero target twice a year.',
    ),
  ).toBe('partial')
  expect(targets('We are targeting a 60% reduction in Scope 1 and 2 emissions by 2035 relative to FY2019.')).toBe(
    'addressed',
  )
  expect(targets('Targets: cut Scope 1 and 2 emissions by 50% by FY2030 from our FY2020 baseline.')).toBe('addressed')
  expect(targets('Our target is 100% renewable electricity by 2025 (93% achieved).')).toBe('addressed')
  expect(
    targets(
      'Our target is a 40% reduction in Scope 1 and 2 emissions by 2030, measured against financial year 2019 emissions.',
    ),
  ).toBe('addressed')
})

test('carbon credits: a stated intention not to use them, and a planned use not yet made', () => {
  const credits = (text: string) => statusOf({ metrics_targets: text }, '36(e)').status
  expect(credits('We have no intention of using offsets to achieve this target.')).toBe('addressed')
  expect(
    credits(
      '• Carbon credits: residual emissions to be neutralised with Gold Standard-certified removal credits; none retired to date',
    ),
  ).toBe('addressed')
  expect(credits('We have not yet decided whether to use carbon credits.')).toBe('missing')
})

test('cross-industry metrics in the words reports use', () => {
  const metric = (paragraph: string, text: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(
    metric(
      '29(b)',
      'The whole aircraft fleet (carrying value $1.2 billion, 81% of total assets) is exposed to carbon pricing.',
    ),
  ).toBe('addressed')
  expect(
    metric(
      '29(b)',
      'The three gas-fired plants, worth $520 million or 58% of our PP&E, carry the most transition risk.',
    ),
  ).toBe('addressed')
  expect(metric('29(d)', 'Buildings rated 5 Star NABERS Energy or above make up 64% of the portfolio by value.')).toBe(
    'addressed',
  )
  expect(
    metric(
      '29(d)',
      'Revenue from our rail service, which customers use to lower their freight emissions, was $184 million.',
    ),
  ).toBe('addressed')
  expect(metric('29(e)', 'Capital committed to decarbonisation in FY2025 was $64 million.')).toBe('addressed')
  expect(metric('29(e)', 'We invested $48 million in battery back-up and site hardening in FY2025.')).toBe('addressed')
  expect(metric('29(e)', 'We made $1.2 billion of new commitments to renewable infrastructure in FY2025.')).toBe(
    'addressed',
  )
  expect(
    metric('29(f)', 'A notional charge of eighty dollars per tonne of CO2-e is added to every investment case.'),
  ).toBe('addressed')
  expect(
    metric('29(f)', 'Every project over $2 million is tested against an internal price of $50 per tonne of CO2-e.'),
  ).toBe('addressed')
  expect(metric('29(f)', 'ACCUs traded at $35 per tonne during the year.')).toBe('missing')
  expect(metric('29(f)', 'The Bank does not currently apply an internal carbon price.')).toBe('missing')
})

test('a standing item with meetings counted per year says how often', () => {
  const informed = (text: string) => statusOf({ governance: text }, '6(a)(iii)').status
  expect(informed('Climate is a standing agenda item for the Committee, which meets six per year.')).toBe('addressed')
})

test('a committee of executives described by its members is management’s role', () => {
  const management = (text: string) => statusOf({ governance: text }, '6(b)').status
  expect(
    management('The Executive Climate Committee, comprising the CEO, CFO and COO, meets monthly on climate risks.'),
  ).toBe('addressed')
  expect(
    management(
      'The Head of Sustainability coordinates our climate work, but no management committee has responsibility for climate.',
    ),
  ).toBe('missing')
})

test('credits named by the kind of project they come from give their type', () => {
  const credits = (text: string) => statusOf({ metrics_targets: text }, '36(e)').status
  expect(credits('We will use carbon credits from savanna fire management projects for residual emissions.')).toBe(
    'addressed',
  )
  expect(credits('We will use carbon credits to offset residual emissions.')).toBe('partial')
})

test('a commitment is capital deployed only when it is money', () => {
  const capital = (text: string) => statusOf({ metrics_targets: text }, '29(e)').status
  expect(capital('We are committed to reducing emissions 30% from 2020 levels.')).toBe('missing')
})

test('look-alikes of the cross-industry metrics do not count', () => {
  const metric = (paragraph: string, text: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(metric('29(d)', 'We reduced emissions by 20% across our property portfolio.')).toBe('missing')
  expect(metric('29(f)', 'ACCU prices of $35/t affect our investment decisions.')).toBe('missing')
  expect(metric('29(f)', 'We apply $75/t CO2-e to all capital expenditure decisions.')).toBe('addressed')
  expect(statusOf({ risk_management: 'The Board reviews climate-related opportunities.' }, '25(b)').status).toBe(
    'partial',
  )
})

test('operations concentrated in a region are not a share of assets exposed to physical risk', () => {
  const text =
    'Our operations are concentrated in Queensland, where heatwaves are becoming more frequent; on hot days we stop outdoor work, which lowered utilisation by about 2%.'
  expect(statusOf({ metrics_targets: text }, '29(c)').status).not.toBe('addressed')
})

test('naming who manages climate is partial until the draft says how the role is carried out', () => {
  const management = (text: string) => statusOf({ governance: text }, '6(b)').status
  expect(management('Our Chief Executive Officer manages them day to day.')).toBe('partial')
  expect(management('Our Chief Investment Officer is responsible for climate at management level.')).toBe('partial')
  expect(
    management(
      'Our Chief Investment Officer is responsible for climate. The Committee receives a report from the Chief Investment Officer at each meeting.',
    ),
  ).toBe('partial')
  expect(
    management(
      'The General Manager Sustainability is responsible for our response. Management reports on sustainability to the Board annually.',
    ),
  ).toBe('addressed')
  expect(
    management(
      'Our GM HSEQ is responsible for climate matters. The GM HSEQ reports to the Managing Director every month.',
    ),
  ).toBe('addressed')
  expect(management('Risks are rated by the Managing Director on the risk matrix.')).toBe('missing')
})

test('an operating review is not a risk rating', () => {
  const process = (text: string) => statusOf({ risk_management: text }, '25(a)').status
  expect(process('Climate-related risks are identified by the Head of Operations as part of operating reviews.')).toBe(
    'partial',
  )
  expect(process('Climate-related risks are identified in workshops and prioritised by their residual rating.')).toBe(
    'addressed',
  )
})

test('risks that involve customers are not the business model when the draft says it has not described it', () => {
  const model = (text: string) => statusOf({ strategy: text }, '13').status
  const risks =
    'Our risks include a shift in customer preference towards lower-impact garments (transition, medium term).'
  expect(model(risks)).toBe('missing')
  expect(
    model(
      'We have also considered the risk that customers require emissions data from suppliers. We have not analysed our value chain for climate exposure.',
    ),
  ).toBe('missing')
  expect(model('Climate change could change the way customers choose their logistics providers.')).toBe('partial')
  expect(model('Drought risk is concentrated in our northern stations, which carry 60% of the herd.')).toBe('addressed')
  expect(
    model('| Revenue from customers with renewable-supply requirements (transition exposure) | 46% of revenue |'),
  ).toBe('missing')
})

test('hazard designations mark exposure, land in carbon projects is aligned, money at risk is not capital deployed', () => {
  const metric = (paragraph: string, text: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(metric('29(c)', '45% of our grazing area was drought-declared during the year.')).toBe('addressed')
  expect(metric('29(c)', 'Inbound produce supply is exposed to flood-related road closures.')).toBe('partial')
  expect(metric('29(d)', 'Land registered in carbon projects: 1.1 million hectares (23% of our total area).')).toBe(
    'addressed',
  )
  expect(
    metric(
      '29(e)',
      'Funds invested in high-emitting sectors vulnerable to transition risk: A$3.4 billion (14% of funds).',
    ),
  ).toBe('missing')
  expect(metric('29(e)', 'We invested $14 million in solar and efficient pumps this year.')).toBe('addressed')
})

test('emissions listed under a lead that gives the unit, with scopes described and the grid factor named', () => {
  const metrics = [
    'Our footprint this year (tonnes of carbon dioxide equivalent):',
    '- Fuel and gas we burn ourselves: 9,400 t.',
    '- Electricity we take from the grid, worked out using the state average grid emission factor: 31,200 t.',
    '- Emissions in our supply chain that we can estimate (goods we buy; staff travel): 18,500 t.',
  ].join('\n')
  expect(statusOf({ metrics_targets: metrics }, '29(a)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: metrics }, '29(a)(vi)').status).toBe('addressed')
  expect(
    statusOf({ metrics_targets: metrics.replace(' (tonnes of carbon dioxide equivalent)', '') }, '29(a)').status,
  ).not.toBe('addressed')
})

test('horizons defined one to a line or as windows, and opportunities by other names', () => {
  const risks = (text: string) => statusOf({ strategy: text }, '10').status
  const list =
    'Risks:\n- Extreme heat stopping surface work: short term onwards.\n- Flooding cutting road access: medium term.\n- Opportunity: cheaper solar power displacing diesel: short to medium term.'
  expect(risks(list)).toBe('partial')
  expect(
    risks(`Time frames\n- Short: to end of FY2027.\n- Medium: FY2028 to FY2035.\n- Long: FY2036 to FY2050.\n\n${list}`),
  ).toBe('addressed')
  const windows = 'We plan in three windows: the next two years; three to fifteen years; and fifteen to fifty years.'
  expect(
    risks(
      `${windows} Droughts could cut allocations (next two years). On the helpful side: floating solar to cut power bills.`,
    ),
  ).toBe('addressed')
  expect(
    risks(
      `${windows} Droughts could cut allocations (next two years). Prospects have also been identified: research income from renewable energy programs.`,
    ),
  ).toBe('addressed')
  expect(risks(`${windows} Droughts could cut allocations (next two years).`)).toBe('partial')
})

test('a comma-listed committee name, performance payments, obligations with a year, money spent on a plan', () => {
  const governance =
    'Oversight is vested in the Finance, Estates and Sustainability Committee (FESC). FESC is briefed at each of its six meetings a year by the Chief Operating Officer.'
  expect(statusOf({ governance }, '6(a)(iii)').status).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Share of senior executive performance payments linked to Net Zero Campus milestones | 10%' },
      '29(g)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Operational emissions are to be reduced by 60% by 2030 from a 2019 base of 44,100 t CO2-e.' },
      '33-35',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Capital spent on the Net Zero Campus Plan in 2025 | A$11.4 million' }, '29(e)').status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'We will spend A$84 million on the Net Zero Campus Plan over the next five years.' },
      '29(e)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      {
        metrics_targets:
          'Research income from energy-transition and adaptation programs | A$22 million, 31% of research income',
      },
      '29(d)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { risk_management: 'Prospects are surfaced through a horizon scan and evaluated for net financial benefit.' },
      '25(b)',
    ).status,
  ).toBe('addressed')
})

test('dated steps that cut emissions read as a transition plan; a pathway to align with does not', () => {
  const plan = (text: string) => statusOf({ strategy: text }, '14').status
  expect(
    plan(
      'We will replace 40 of our 160 diesel coaches with battery-electric coaches by 2030, starting with 8 in FY2027 and 16 more by FY2029.',
    ),
  ).toBe('addressed')
  expect(
    plan(
      'Stage 1 (done, March 2025): 18 MW solar hybridised with the diesel station.\nStage 2 (FY2027): a further 20 MW solar.\nStage 3 (FY2029-FY2031): battery-electric trial for underground loaders.',
    ),
  ).toBe('addressed')
  expect(plan('We will replace our diesel coaches with battery-electric coaches.')).toBe('partial')
  expect(plan('We intend to align our investment portfolio with a net zero emissions pathway by 2050.')).toBe('partial')
  expect(
    plan(
      'In response to hotter summers we will install air conditioning in all centres by 2027 and air purifiers by 2028.',
    ),
  ).toBe('partial')
})

test('credits used for a product label, with none against the target, answer 36(e); certificates are not credits', () => {
  const credits = (text: string) => statusOf({ metrics_targets: text }, '36(e)').status
  expect(
    credits(
      'Our salmon range is certified carbon neutral; we retired 12,000 Verra VCS credits for this purpose, and none were used towards the emissions reduction target.',
    ),
  ).toBe('addressed')
  expect(
    credits(
      'Large-scale generation certificates (LGCs) from the PPAs are surrendered to support the market-based Scope 2 figure.',
    ),
  ).toBe('missing')
  expect(credits('Our position on carbon credits will be addressed in a future report.')).toBe('missing')
})

test('plain words for oversight, a summary to the board, and a target written as an instruction', () => {
  expect(
    statusOf(
      { governance: 'Our two directors look after climate risk as part of their monthly board meetings.' },
      '6(a)(i)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      {
        governance:
          'The Operations Manager gives the board a one-page climate risk summary at each quarterly board meeting.',
      },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      {
        metrics_targets: 'Targets\n- Reduce Scope 1 and 2 emissions intensity by 30% by FY2030 against a FY2020 base.',
      },
      '33-35',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ metrics_targets: 'We reduced fuel use last year.' }, '33-35').status).toBe('missing')
})

test('years on incentives and targets are not horizons or plan steps; an opportunity area is not land', () => {
  const risks = 'Risks: drought and flood (short term). Opportunity: solar sales (long term).'
  expect(
    statusOf(
      {
        strategy: `${risks} The short-term incentive for FY2025 and the long-term incentive to FY2028 include climate measures.`,
      },
      '10',
    ).status,
  ).toBe('partial')
  expect(
    statusOf(
      { strategy: 'In response to climate change, we aim to cut emissions 30% by 2030 and reach net zero by 2050.' },
      '14',
    ).status,
  ).toBe('partial')
  expect(
    statusOf({ metrics_targets: 'Opportunities in the area of low-carbon products grew 12%.' }, '29(d)').status,
  ).not.toBe('addressed')
})

test('the board asserting its skills, an executive committee meeting, resilience spending and delegated limits', () => {
  expect(
    statusOf(
      {
        governance:
          'The Board considers that, collectively, it has the skills and experience necessary to oversee the climate strategy.',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('partial')
  expect(
    statusOf({ governance: 'In 2025 all directors completed the AICD climate governance module.' }, '6(a)(ii)').status,
  ).toBe('addressed')
  expect(
    statusOf(
      {
        governance:
          'The whole Board spent a day with climate researchers, and directors rate their climate know-how in the annual skills survey.',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('addressed')
  const executive =
    'The Executive Sustainability Committee, including the Group Director of Facilities, manages climate risks. It meets monthly and is supported by a Climate Reporting Working Group.'
  expect(statusOf({ governance: executive }, '6(a)(iii)').status).toBe('missing')
  const scenarios = 'We used a 1.5°C scenario and a 4°C scenario (SSP5-8.5).'
  expect(
    statusOf({ strategy: `${scenarios} We have budgeted A$95 million for flood-resilience upgrades.` }, '22').status,
  ).toBe('partial')
  expect(
    statusOf({ strategy: `${scenarios} The Climate and Resilience Steering Group meets every six weeks.` }, '22')
      .status,
  ).toBe('partial')
  expect(
    statusOf({ strategy: `${scenarios} Our capital position is resilient under both scenarios.` }, '22').status,
  ).toBe('addressed')
  expect(
    statusOf(
      { governance: 'The climate committee approves related expenditure within delegated limits of A$2 million.' },
      '15-21',
    ).status,
  ).toBe('missing')
})

test('terse notes: a session on heat projections, a cash-positive finding, "down 50% by FY2030", screened options', () => {
  expect(
    statusOf(
      {
        governance:
          'All directors attended a one-day site session in 2025 on heat and water projections, run by an external consultant.',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('addressed')
  const futures = 'Futures modelled: a 1.5°C world and a hot world of about 3.6°C by 2100 (SSP3-7.0).'
  expect(
    statusOf(
      { strategy: `${futures}\nFinding: the operation stays cash-positive in both to the end of reserve life.` },
      '22',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: futures }, '22').status).toBe('partial')
  expect(
    statusOf(
      { metrics_targets: 'Scope 1 and 2 intensity: down 50% by FY2030 against FY2023; milestone 30% by FY2027.' },
      '33-35',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ metrics_targets: 'Scope 1 and 2 intensity: down 21% this year.' }, '33-35').status).toBe('missing')
  expect(
    statusOf(
      { risk_management: 'The Energy Group screens options (solar, wind, efficiency) twice a year for payback.' },
      '25(b)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ risk_management: 'Ideas for floating solar and hydrogen sales go on an innovation register.' }, '25(b)')
      .status,
  ).toBe('addressed')
})

test('the risk register is not a process for opportunities', () => {
  const text = 'There is no formal process for climate-related opportunities; they are noted in the risk register.'
  expect(statusOf({ risk_management: text }, '25(b)').status).not.toBe('addressed')
})

test('plain-word metrics and processes: facing carbon policy, climate-friendly income, a tonne costed, threats listed', () => {
  const metric = (paragraph: string, text: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(
    metric(
      '29(b)',
      'Assets facing carbon policy and energy market shifts: three treatment plants, worth $140 million or 9% of our asset base.',
    ),
  ).toBe('addressed')
  expect(
    metric(
      '29(d)',
      'Income that comes from climate-friendly activities (selling solar power and recycled water): 2% of revenue.',
    ),
  ).toBe('addressed')
  expect(
    metric(
      '29(f)',
      'Each tonne of CO2-e a proposed ship would emit over its life is costed at A$60 when we compare investment options.',
    ),
  ).toBe('addressed')
  const process = (text: string) => statusOf({ risk_management: text }, '25(a)').status
  expect(
    process(
      'Each team lists the weather and carbon threats it can see once a year. The risk officer scores each one for how likely it is and what it would cost.',
    ),
  ).toBe('addressed')
  expect(process('Once a year the operations manager scores each climate risk for likelihood and consequence.')).toBe(
    'partial',
  )
})

test('"none of this stands apart" affirms integration', () => {
  expect(
    statusOf(
      {
        risk_management:
          'None of this stands apart from how we handle any other threat, for it is all kept in the single corporate risk register and scored on the same matrix as safety risks.',
      },
      '25(c)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ risk_management: 'None of our climate risks are in the corporate risk register.' }, '25(c)').status,
  ).toBe('missing')
})

test('declining snow is a physical hazard and a climate cause', () => {
  expect(
    statusOf(
      {
        metrics_targets:
          'Lift and snowmaking assets exposed to declining snow reliability | A$480 million (100% of resort assets)',
      },
      '29(c)',
    ).status,
  ).toBe('addressed')
  const effects =
    'The poor 2024 snow season reduced revenue by A$11.2 million. By 2035 average season length is expected to fall by 15-25 days, reducing revenue by A$8-14 million a year.'
  expect(statusOf({ strategy: effects }, '15-21').status).toBe('addressed')
})

test('a risk dated with its horizon does not define the horizon', () => {
  const risks =
    'Heat could cut productivity from 2026 (short term). Carbon pricing could raise costs by 2030 (medium term). Opportunity: solar sales could grow by 2035 (long term).'
  expect(statusOf({ strategy: risks }, '10').status).toBe('partial')
  expect(statusOf({ strategy: `The short term is up to 2027, the medium term to 2035.\n${risks}` }, '10').status).toBe(
    'addressed',
  )
})

test('risks facing the business are not assets facing a risk', () => {
  expect(
    statusOf(
      { metrics_targets: 'The key transition risks facing us, such as carbon pricing, could cut revenue by 10%.' },
      '29(b)',
    ).status,
  ).not.toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Solar panels now cover 30% of our assets’ roof area.' }, '29(d)').status,
  ).not.toBe('addressed')
})

test('a question claims nothing; a fragment answer borrows its verb, an answer with its own verb does not', () => {
  expect(
    statusOf({ strategy: 'Q: Effects on the business model and value chain? A: Not yet assessed.' }, '13').status,
  ).toBe('missing')
  expect(
    statusOf(
      { governance: 'Q: Who oversees climate-related risk? A: The Board, through its Risk and Audit Committee.' },
      '6(a)(i)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      {
        governance:
          'Q: How often is the Committee updated? A: At least twice a year, via a written report from the Head of Sustainability.',
      },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'Q: Scenario analysis? A: Not yet done.' }, '22').status).toBe('missing')
  const pay =
    'Q: Targets and pay? A: The Board approved the renewable electricity target and reviews progress against it at each half-year; there is no link to remuneration.'
  expect(statusOf({ governance: pay }, '6(a)(v)').status).not.toBe('addressed')
  // the question lends its topic only to its own answer, not past the next question
  expect(
    statusOf({ governance: 'Q: Who oversees climate? A: The Board. Q: Management? A: The CFO.' }, '6(a)(i)').status,
  ).toBe('addressed')
})

test('a denial of current or anticipated effects outweighs a loose figure', () => {
  const effects =
    'Q: Financial effects? A: Electricity is 41% of opex; the renewable PPA is expected to reduce energy costs by ~$3m p.a. from FY27.'
  expect(statusOf({ strategy: effects }, '15-21').status).toBe('addressed')
  expect(
    statusOf({ strategy: `${effects} Current-period effects have not been separately quantified.` }, '15-21').status,
  ).toBe('partial')
})

test('a row of cells without outer bars reads as a label and its value', () => {
  expect(statusOf({ governance: 'Skills | not assessed' }, '6(a)(ii)').status).toBe('missing')
  expect(
    statusOf({ metrics_targets: 'FY25 Scope 1 | 2,870 tCO2e\nFY25 Scope 2 (location) | 1,640 tCO2e' }, '29(a)').status,
  ).toBe('addressed')
  expect(statusOf({ metrics_targets: 'Scope 3 | not measured' }, '29(a)(vi)').status).toBe('missing')
})

test('a hedged or plain statement that no credits are planned answers 36(e)', () => {
  expect(
    statusOf(
      {
        metrics_targets:
          'The Group does not, at this stage, anticipate relying on carbon credits to achieve this target.',
      },
      '36(e)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Carbon credits: None planned - target met by abatement only.' }, '36(e)').status,
  ).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'The Group has not yet decided whether it will rely on carbon credits.' }, '36(e)')
      .status,
  ).toBe('missing')
})

test('notes are read with shortenings written out, and evidence is shown as the draft wrote it', () => {
  const emissions = statusOf(
    { metrics_targets: 'FY25 Scope 1 142,600 t; Scope 2 loc 21,800 t, mkt 20,100 t (all tCO2e).' },
    '29(a)',
  )
  expect(emissions.status).toBe('addressed')
  expect(emissions.evidence).toEqual(['FY25 Scope 1 142,600 t; Scope 2 loc 21,800 t, mkt 20,100 t (all tCO2e).'])
  expect(
    statusOf({ governance: 'The board of Directors has overall responsibilty for climate-related matters.' }, '6(a)(i)')
      .status,
  ).toBe('addressed')
})

test('where the effects fall is an effect on the business model; a bare share is not', () => {
  for (const text of [
    'Most of the impact falls on our summer carnival, which earns 40% of annual revenue.',
    'Gins are all in the Namoi Valley so all the exposure is there.',
    'Villages in northern NSW carry most of the flood exposure.',
  ])
    expect(statusOf({ strategy: text }, '13').status, text).toBe('addressed')
  expect(statusOf({ strategy: 'Most of our staff work in Sydney.' }, '13').status).toBe('missing')
  expect(
    statusOf(
      { strategy: 'Q: Effects on the business model? A: Not yet assessed; most of the impact is unknown.' },
      '13',
    ).status,
  ).not.toBe('addressed')
})

test('pay tied to a scope’s emissions or energy intensity is linked to climate', () => {
  expect(statusOf({ governance: 'Exec pay | 5% of CEO STI tied to Scope 1&2 reduction' }, '29(g)').status).toBe(
    'addressed',
  )
  expect(statusOf({ governance: 'Exec STI: 15% weighted to furnace energy intensity.' }, '29(g)').status).toBe(
    'addressed',
  )
  expect(statusOf({ governance: '15% of the STI is weighted to safety.' }, '29(g)').status).toBe('missing')
})

test('a board strategy session is not how directors build climate skills', () => {
  expect(
    statusOf(
      {
        governance:
          'Board oversight | Board (no committee) - climate reviewed at annual strategy session\nSkills | not assessed',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      { governance: 'Directors completed a half-day climate governance session facilitated by an external adviser.' },
      '6(a)(ii)',
    ).status,
  ).toBe('addressed')
})

test('climate risk placed in the risk register is integrated, unless the draft denies integration', () => {
  for (const text of [
    'Climate risks are included in the Trust’s risk register.',
    'Risk: climate in corporate register, scored 5x5 by the Risk Manager.',
    'Climate risk is assessed through our ERM process.',
  ])
    expect(statusOf({ risk_management: text }, '25(c)').status, text).toBe('addressed')
  const weighed =
    'Climate-related risks are identified in workshops and prioritised against other risks on the group risk register.'
  expect(statusOf({ risk_management: weighed }, '25(c)').status).not.toBe('addressed')
  expect(
    statusOf(
      {
        risk_management:
          'Climate risks are recorded in the corporate risk register. They are not yet integrated into our overall risk management.',
      },
      '25(c)',
    ).status,
  ).not.toBe('addressed')
  expect(
    statusOf({ risk_management: 'Climate risks are recorded in a separate climate risk register.' }, '25(c)').status,
  ).not.toBe('addressed')
})

test('a denial of integration outweighs a hint of it elsewhere in the draft', () => {
  const hint = 'Site managers score climate hazards each spring and weigh them alongside all other operational risks.'
  expect(statusOf({ risk_management: hint }, '25(c)').status).toBe('addressed')
  const both = statusOf(
    {
      risk_management: `${hint} The climate process still runs apart from our enterprise risk framework and is not integrated with it.`,
    },
    '25(c)',
  )
  expect(both.status).toBe('partial')
  expect(both.note).toBe('The draft also says climate risk is not integrated into overall risk management.')
})

test('risks weighed on a sized or named matrix are prioritised; opportunities considered as they arise have no process', () => {
  expect(
    statusOf(
      {
        risk_management:
          'Climate risks go in the ERM register; reviewed twice a year by the Risk team, scored on the standard 5x5.',
      },
      '25(a)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ risk_management: 'Opportunities are considered by the Board as they arise.' }, '25(b)').status,
  ).toBe('partial')
  expect(
    statusOf(
      { risk_management: 'Carbon project opportunities assessed via the investment committee on IRR and ACCU yield.' },
      '25(b)',
    ).status,
  ).toBe('addressed')
})

test('a base year may be a two-digit financial year; a body briefed by an executive is not management’s role', () => {
  expect(statusOf({ metrics_targets: 'Target: -30% Scope 1+2 by FY30 vs FY20 base.' }, '33-35').status).toBe(
    'addressed',
  )
  expect(statusOf({ metrics_targets: 'Target: -30% Scope 1+2 by FY30.' }, '33-35').status).toBe('partial')
  const governance =
    'The Committee is briefed on climate matters by the Chief Executive Officer at each meeting. Day-to-day management of climate-related matters is delegated to the General Manager - HSE.'
  expect(statusOf({ governance }, '6(b)').status).toBe('partial')
})

test('credits named by scheme alone, or earned rather than used, leave 36(e) partial', () => {
  expect(
    statusOf(
      {
        metrics_targets:
          'The Group intends to use ACCUs for residual emissions post 2040; no credits have been purchased to date.',
      },
      '36(e)',
    ).status,
  ).toBe('partial')
  expect(
    statusOf({ metrics_targets: 'We will use no more than 5% of 2030 emissions in ACCUs to meet the target.' }, '36(e)')
      .status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'We expect to rely on ACCUs from savanna fire management projects for residual emissions.' },
      '36(e)',
    ).status,
  ).toBe('addressed')
  const earned =
    'Opportunities: carbon farming - ACCUs from new plantings. Target: net zero by 2030. Will use some offsets to get there.'
  expect(statusOf({ metrics_targets: earned }, '36(e)').status).toBe('partial')
})

test('a plan named only in a label needs a dated step after it', () => {
  expect(
    statusOf(
      {
        strategy:
          'Transition plan: we are committed to reducing emissions and intend to move the course to solar power over time.',
      },
      '14',
    ).status,
  ).toBe('partial')
  expect(
    statusOf({ strategy: 'Transition plan | FY26: 12 hybrid straddles | FY28: shore power at Berth 4' }, '14').status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'Plan: 8 MW of solar by FY27.' }, '14').status).toBe('addressed')
})

test('cross-industry metrics in plainer words', () => {
  const metric = (text: string, paragraph: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(
    metric('Approximately A$310 million (72%) of the Group’s tank assets are dedicated to fossil road fuels.', '29(b)'),
  ).toBe('addressed')
  expect(
    metric(
      '$22 million (8%) of assets, mainly gas-fired heating and kitchens, face transition risk through carbon price rises.',
      '29(b)',
    ),
  ).toBe('addressed')
  expect(metric('Approximately A$310 million (72%) of the Group’s assets are in Perth.', '29(b)')).toBe('missing')
  expect(metric('We put $18.5 million of capital into cogeneration and flood protection this year.', '29(e)')).toBe(
    'addressed',
  )
  expect(metric('Capex: $2.4m on fire detection FY25.', '29(e)')).toBe('addressed')
  expect(metric('We price carbon internally at $60 a tonne when choosing between capital options.', '29(f)')).toBe(
    'addressed',
  )
  expect(metric('Diesel costs $2 a litre.', '29(f)')).toBe('missing')
})

test('an amount under a climate scenario is an anticipated effect', () => {
  const strategy =
    'Heat stand-downs cost A$3.4m of lost revenue in FY25.\n\nUnder the NZE scenario, the Group estimates additional capex of A$40-55m to 2035.'
  expect(statusOf({ strategy }, '15-21').status).toBe('addressed')
  expect(statusOf({ strategy: 'Heat stand-downs cost A$3.4m of lost revenue in FY25.' }, '15-21').status).toBe(
    'partial',
  )
})

test('notes give the body once for a sentence, and a count of meetings as "4 x p.a."', () => {
  expect(
    statusOf(
      { governance: 'Sustainability Cttee meets 3x/yr; Head of Forestry presents climate & carbon paper each time.' },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { governance: 'The CEO reports on climate to the executive team monthly; the Board oversees climate.' },
      '6(a)(iii)',
    ).status,
  ).not.toBe('addressed')
  expect(
    statusOf(
      {
        governance:
          'Reporting to SRC | Written climate report from the COO at every Board Sustainability & Risk Committee (SRC) meeting (4 x p.a.)',
      },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
})

test('a management label, a response by name, and assessment against criteria', () => {
  expect(
    statusOf({ governance: 'Mgmt | CFO + Dealer Principals Forum (quarterly) on climate matters' }, '6(b)').status,
  ).toBe('addressed')
  expect(
    statusOf(
      { strategy: "Our response is the 'Cool Parks 2030' plan: 2 MW of solar by 2026; shade canopies by 2027." },
      '14',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { strategy: 'Response | Train technicians for EV servicing: 40 techs by FY27; solar on 12 branches by FY26' },
      '14',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { risk_management: 'Opps | assessed at annual strategy session against sales & margin potential' },
      '25(b)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ risk_management: 'Opps | discussed at the annual strategy session' }, '25(b)').status).toBe(
    'partial',
  )
})

test('horizons defined after an answer’s label', () => {
  const strategy =
    'Q: Risks? A: Short term (<2 yrs): grid price volatility (transition). Medium term (2-7 yrs): heat stress (physical). Opportunity: demand for renewable-backed hosting.'
  expect(statusOf({ strategy }, '10').status).toBe('addressed')
})

test('an answer that borrows its verb is on its sentence’s topic; undefined initials of a named body are the body', () => {
  expect(
    statusOf(
      {
        governance:
          'Q: Who is responsible? A: The Audit & Risk Committee; climate is a standing agenda item at its quarterly meetings.',
      },
      '6(a)(i)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ governance: 'Q: Who is responsible? A: The Audit & Risk Committee; it meets quarterly.' }, '6(a)(i)')
      .status,
  ).toBe('missing')
  const governance =
    'Board: Audit & Risk Committee oversees climate. ARC gets climate on the agenda each quarter - risk report from CFO.'
  expect(statusOf({ governance }, '6(a)(iii)').status).toBe('addressed')
  expect(
    statusOf(
      { governance: 'Audit & Risk Committee oversees climate. The CFO briefs the ELT each quarter.' },
      '6(a)(iii)',
    ).status,
  ).not.toBe('addressed')
})

test('general intent is a partial response; an intention to develop a plan later is none', () => {
  expect(statusOf({ strategy: 'We intend to replace our diesel fleet.' }, '14').status).toBe('partial')
  expect(statusOf({ strategy: 'We intend to develop a transition plan in FY2027.' }, '14').status).toBe('missing')
  expect(
    statusOf(
      {
        governance:
          'The Board is mindful of climate change, and climate is discussed from time to time at Board meetings.',
      },
      '6(a)(i)',
    ).status,
  ).not.toBe('addressed')
  expect(statusOf({ metrics_targets: 'Electricity 14,200 MWh. Diesel 380 kL.' }, '29(a)').status).toBe('missing')
  expect(statusOf({ metrics_targets: 'The Group does not intend to purchase carbon credits.' }, '36(e)').status).toBe(
    'addressed',
  )
})

test('a yes/no question or a hedge answer lends no claim; numbered and bold answer labels are read past', () => {
  expect(statusOf({ strategy: 'Q: Transition plan? A: Partly.' }, '14').status).not.toBe('addressed')
  expect(statusOf({ strategy: 'Q: Do you have a transition plan? A: Yes.' }, '14').status).not.toBe('addressed')
  expect(
    statusOf({ strategy: 'Do we have a transition plan? Yes: 40 electric trucks by FY2027 and 120 by FY2030.' }, '14')
      .status,
  ).toBe('addressed')
  expect(
    statusOf({ governance: 'Q: How often is the board informed on climate? A: Quarterly.' }, '6(a)(iii)').status,
  ).toBe('addressed')
  expect(
    statusOf({ strategy: 'Q1. Effects on the business model and value chain?\n\nA1. Not yet assessed.' }, '13').status,
  ).toBe('missing')
  expect(
    statusOf({ strategy: '**Q: Effects on the business model and value chain?**\n**A:** Not yet assessed.' }, '13')
      .status,
  ).toBe('missing')
})

test('a bare table’s header unit follows its figures', () => {
  const metrics = 'Emissions | tCO2e\nScope 1 | 12,000\nScope 2 (location-based) | 8,410'
  expect(statusOf({ metrics_targets: metrics }, '29(a)').status).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Energy | MWh\nScope 1 | 12,000\nScope 2 (location-based) | 8,410' }, '29(a)').status,
  ).not.toBe('addressed')
})

test('"affect its prospects", the standard\'s phrase for any risk, is not an opportunity', () => {
  const [risks] = judgeSentences(
    ['Drought and carbon pricing are risks that could reasonably be expected to affect our prospects.'],
    ['10'],
  )
  expect(risks?.finding.lacking).toContain('the climate-related opportunities')
  const [named] = judgeSentences(
    ['Drought is a risk; export demand for low-carbon grain is among our prospects.'],
    ['10'],
  )
  expect(named?.finding.lacking ?? '').not.toContain('the climate-related opportunities')
})

test('a writer’s bracketed note of what is still to come claims nothing', () => {
  const governance =
    'Targets and remuneration: [To be confirmed - Remuneration Committee to link pay to climate targets in FY26.]'
  expect(statusOf({ governance }, '6(a)(v)').status).toBe('missing')
  expect(
    statusOf(
      { risk_management: 'Climate risks are assessed annually. [Opportunities process - to be completed.]' },
      '25(b)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf({ governance: '[Describe the Climate Steering Group’s controls and procedures.]' }, '6(b)').status,
  ).toBe('missing')
})

test('a verdict after a long label denies it; "outside scope" denies', () => {
  expect(
    statusOf(
      { governance: 'Formal climate-specific competence requirements for directors: none at present.' },
      '6(a)(ii)',
    ).status,
  ).toBe('missing')
  expect(statusOf({ strategy: 'Scenario analysis: outside scope for FY25.' }, '22').status).toBe('missing')
  // a consultant who rated the risks ran the risk process, not the board's training
  const assessed =
    'Climate risks were identified through a one-off assessment by an environmental consultant, who rated each risk by likelihood and consequence and ranked the top five for the Board.'
  expect(statusOf({ risk_management: assessed }, '6(a)(ii)').status).toBe('missing')
  expect(
    statusOf({ governance: 'Directors were briefed on climate risk by an external consultant in May.' }, '6(a)(ii)')
      .status,
  ).toBe('addressed')
})

test('a leading reason with a denial keeps the figures after it', () => {
  const metrics =
    'Because the Trust does not operate the vineyards, its own Scope 1 emissions are nil and its Scope 2 emissions are 18 tCO2-e (location-based).'
  expect(statusOf({ metrics_targets: metrics }, '29(a)').status).toBe('addressed')
  expect(
    statusOf(
      {
        metrics_targets:
          'Because the Trust does not operate the vineyards, it does not measure Scope 1 or 2 emissions.',
      },
      '29(a)',
    ).status,
  ).toBe('missing')
})

test('t-CO2e is an emissions unit and a currency code gives an amount', () => {
  const metrics =
    'GHG emissions (FY2025): Scope 1 12,640 t-CO2e; Scope 2 (location-based) 3,880 t-CO2e; Scope 3 (categories 1, 4) 9,150 t-CO2e.'
  expect(statusOf({ metrics_targets: metrics }, '29(a)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: metrics }, '29(a)(vi)').status).toBe('addressed')
  expect(
    statusOf(
      {
        metrics_targets:
          'Internal carbon price: AUD 60 per t-CO2e, applied to the investment decision of cremator replacement.',
      },
      '29(f)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ metrics_targets: 'Internal carbon price: not applied.' }, '29(f)').status).toBe('missing')
})

test('metrics by their labels and products: physical-exposed, opportunity-aligned, zero-emission, capital deployed', () => {
  const metric = (text: string, paragraph: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(metric('- Physical-exposed: biological assets on Coffin Bay leases $9.2m (80% of bio assets)', '29(c)')).toBe(
    'addressed',
  )
  expect(metric('18% of estate by value ($96m) in extreme fire-risk zones.', '29(c)')).toBe('addressed')
  expect(
    metric('Laverton holds about 60% of our stockpiled tyres, so fire and heat risk is concentrated there.', '29(c)'),
  ).not.toBe('addressed')
  // a count out of the whole is a share, and a hazard's mapped area says what is exposed
  expect(metric('Three of our eleven packing sheds sit in mapped cyclone zones.', '29(c)')).toBe('addressed')
  expect(metric('- Depots inside the 1% AEP flood extent: 4 of 17', '29(c)')).toBe('addressed')
  expect(metric('- Depots in coastal storm-surge and heat hotspots: 6', '29(c)')).toBe('partial')
  expect(metric('| Sheds in the 1-in-100-year flood zone | $42m, 8% of property value |', '29(c)')).toBe('addressed')
  expect(
    metric('About 22% of the home loan book is secured on properties in high flood or bushfire hazard areas.', '29(c)'),
  ).toBe('addressed')
  expect(metric('- Opp-aligned: heat-tolerant spat sales $0.8m (4% rev)', '29(d)')).toBe('addressed')
  expect(
    metric('Revenue from hybrid and electric vessel contracts was $46 million (31% of FY25 revenue).', '29(d)'),
  ).toBe('addressed')
  expect(metric('No revenue is yet earned from hybrid and electric vessel contracts.', '29(d)')).toBe('missing')
  const buses =
    'Our growth is the zero-emission bus (ZEB) market.\n\n- ZEB share of revenue 22%\n- Capex ZEB line FY25 $4.2m'
  expect(metric(buses, '29(d)')).toBe('addressed')
  expect(metric(buses, '29(e)')).toBe('addressed')
  expect(metric('(5) Capital deployed: AUD 5.8 million in the said period.', '29(e)')).toBe('addressed')
  expect(
    metric(
      'Capital expenditure during the year included $2.3 million to replace two diesel-driven module feeders with electric units.',
      '29(e)',
    ),
  ).toBe('addressed')
  expect(metric('Capital invested in the heat-pump trial was $1.9 million.', '29(e)')).toBe('addressed')
  expect(
    metric(
      '38% of portfolio value ($214 million) is exposed to high water-stress risk, and $11.2 million was spent during the year on the frost-protection system.',
      '29(e)',
    ),
  ).toBe('addressed')
  expect(metric('No capital has been deployed on climate adaptation yet.', '29(e)')).toBe('missing')
})

test('credits not used or planned under a label answer 36(e); a bare "no offsets" or "may consider" does not', () => {
  const credits = (text: string) => statusOf({ metrics_targets: text }, '36(e)').status
  expect(credits('Offsets | Not used; not planned')).toBe('addressed')
  expect(credits('- CREDITS: none used or planned for the target')).toBe('addressed')
  expect(
    credits(
      'Credits: we buy 900 Gold Standard verified emission reductions a year for an office claim, but none are counted towards either target.',
    ),
  ).toBe('addressed')
  expect(credits('No targets; no offsets.')).toBe('missing')
  expect(credits('Carbon credits: the company may consider purchasing offsets in future.')).toBe('missing')
})

test('where the effects fall: the place that carries or holds most of the exposure, and what the business relies on', () => {
  const strategy = (text: string) => statusOf({ strategy: text }, '13').status
  expect(
    strategy(
      'The print division carries almost all of the transition and physical exposure, through newsprint supply and road distribution.',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'The coastal three hold 46% of the value; the transition pressure falls on our two oldest centres, which still burn gas.',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'Around 80% of delivery volume goes to rice growers in the east, so that is where the effect of lower allocations on our revenue falls.',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'Bushfire risk to plantation softwood supply in the Green Triangle, which supply 80% of our pine, is our main physical risk.',
    ),
  ).toBe('addressed')
  expect(
    strategy('Risk: battery/chassis supply from China - single supplier for 2 of 3 zero-emission bus chassis.'),
  ).toBe('addressed')
  expect(
    strategy(
      'Water restrictions during drought in the Hunter, where three of our largest plants are located, are a key climate risk.',
    ),
  ).toBe('addressed')
  expect(strategy('We rely on a single supplier for packaging.')).toBe('missing')
  expect(strategy('The effects on our business model and supply chain have not been mapped.')).toBe('missing')
})

test('a transition plan from dated steps of which one cuts emissions, with years spanned, by month or under a plan label', () => {
  const strategy = (text: string) => statusOf({ strategy: text }, '14').status
  expect(
    strategy(
      'Response: 11 MRIs replaced with sealed-magnet units by FY2030; solar + batteries at 20 owned sites by FY2028.',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'In response we will replace the 14 diesel loaders between 2027 and 2032, and a 1.2 MW solar array will be commissioned in 2026.',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      '- PLAN (Board approved Mar 25): (1) heat-tolerant line by 2027; (2) 400 kW solar + battery at the hatchery by mid-2026',
    ),
  ).toBe('addressed')
  expect(
    strategy(
      'We are responding by expanding snowmaking coverage to 55% of terrain by 2028 and growing summer revenue to 30% by 2030.',
    ),
  ).toBe('partial')
  expect(strategy('Plan: not yet developed.')).toBe('missing')
})

test('horizons as spans that run on, or as ST/MT/LT; an opportunity described with a share still counts', () => {
  const risks =
    'Flash flooding at our coastal centres is the main risk; on the upside, rooftop solar we can sell to tenants.'
  expect(
    statusOf(
      {
        strategy: `Looking out three ways - the next two years, two to ten years and ten to thirty years - we see the following. ${risks}`,
      },
      '10',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: `- Horizons: ST <2y, MT 2-7y, LT 7-20y\n- ${risks}` }, '10').status).toBe('addressed')
  expect(statusOf({ strategy: `- Horizons: not defined\n- ${risks}` }, '10').status).toBe('partial')
  const customers =
    'Drought is a key climate risk over the short term (1-2 years), medium term (2-5 years) and long term (5-15 years), while customers, who make up 65% of our volume, are asking for lower-emission services, which is an opportunity for us.'
  expect(statusOf({ strategy: customers }, '10').status).toBe('addressed')
})

test('a committee that hears from management, by initials, or a board that keeps oversight itself', () => {
  const oversight = (text: string) => statusOf({ governance: text }, '6(a)(i)').status
  expect(
    oversight(
      'Climate risk is overseen by the Audit & Risk Committee, which receives an update from management each half-year.',
    ),
  ).toBe('addressed')
  expect(oversight('- ARC now owns climate oversight (charter updated Sept)')).toBe('addressed')
  expect(oversight('The Board has not delegated climate oversight to a committee and retains it itself.')).toBe(
    'addressed',
  )
  expect(oversight('The Board has not delegated climate oversight to a committee.')).toBe('missing')
  expect(oversight('The Executive Risk Committee oversees climate risk and reports to the CEO.')).not.toBe('addressed')
})

test('a risk process by its step labels, and climate risk added to the register or the register used for it', () => {
  const notes =
    'Identification | ERM workshop + site hazard mapping\nAssessment | Group 5x5 matrix, same as clinical & cyber\nPrioritisation | Residual rating >= High -> treatment plan'
  expect(statusOf({ risk_management: notes }, '25(a)').status).toBe('addressed')
  expect(statusOf({ risk_management: 'Identification | not done\nAssessment | not done' }, '25(a)').status).toBe(
    'missing',
  )
  expect(
    statusOf(
      {
        risk_management:
          'Identified risks have been added to the Company’s risk register, which the ARC reviews twice a year.',
      },
      '25(c)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ risk_management: 'We use our general risk register for climate risks too.' }, '25(c)').status).toBe(
    'addressed',
  )
  expect(statusOf({ risk_management: 'Climate risks have not been added to the risk register.' }, '25(c)').status).toBe(
    'missing',
  )
})

test('pay tied to an energy reduction KPI is linked to climate', () => {
  const governance =
    'The FY25 short-term incentive for the CEO and CFO included a 10% weighting for the print-site energy reduction KPI.'
  expect(statusOf({ governance }, '29(g)').status).toBe('addressed')
  expect(
    statusOf({ governance: 'No energy reduction KPI is included in the short-term incentive.' }, '29(g)').status,
  ).toBe('missing')
})

test('a term defined by its lower-case words is read in full wherever its initials recur', () => {
  const strategy =
    '- Biggest opp: zero-emission bus (ZEB) transition\n- Risk: single supplier for 2 of 3 ZEB chassis\n- $: ZEB revenue FY25 $21m; diesel order decline expected to cut revenue $15-25m/yr by FY28'
  expect(statusOf({ strategy }, '15-21').status).toBe('addressed')
})

test('a share of revenue from the line the draft calls its opportunity is aligned with it', () => {
  const strategy =
    'Opportunity (medium term): growth in tele-audiology, which reduces customer travel and clinic footprint.'
  const aligned = (metrics_targets: string) => statusOf({ strategy, metrics_targets }, '29(d)').status
  expect(aligned('Revenue from tele-audiology services: $9.8 million (4.1% of revenue).')).toBe('addressed')
  expect(aligned('Revenue from tele-audiology services is not yet reported separately.')).toBe('missing')
  expect(aligned('Revenue from hearing aids: $120 million (50% of revenue).')).toBe('missing')
  expect(
    statusOf({ metrics_targets: 'Revenue from tele-audiology services: $9.8 million (4.1% of revenue).' }, '29(d)')
      .status,
  ).toBe('missing')
  expect(aligned('Tele-audiology revenue fell 10% after the flood closed two clinics.')).toBe('missing')
})

test('capital spent on what the draft calls its plan or opportunity is deployed towards it; customers asking for less carbon is an opportunity', () => {
  const strategy =
    "Our response is the 'Cool Parks 2030' plan: 2 MW of rooftop solar by 2026; shade canopies over visitor paths by 2027."
  const deployed = (metrics_targets: string) => statusOf({ strategy, metrics_targets }, '29(e)').status
  expect(deployed('Capital spent on Cool Parks 2030 this year: $5.4 million.')).toBe('addressed')
  expect(deployed('No capital has yet been spent on Cool Parks 2030.')).toBe('missing')
  expect(deployed('Capital spent on the car park resurfacing this year: $5.4 million.')).toBe('missing')
  expect(
    statusOf(
      {
        strategy: 'Opportunities: biomass-to-energy at the factory.',
        metrics_targets: 'Capex: $1.1m on biomass boiler upgrade FY25.',
      },
      '29(e)',
    ).status,
  ).toBe('addressed')
  const risks =
    'Short term means 0-2 years, medium term 2-7 years and long term more than 7 years. Transition risk: carbon costs may lead clients to demand lower-emission fleets (medium term).'
  expect(statusOf({ strategy: risks }, '10').status).toBe('addressed')
  expect(
    statusOf(
      {
        strategy:
          'Short term means 0-2 years, medium term 2-7 years and long term more than 7 years. Transition risk: carbon costs (medium term).',
      },
      '10',
    ).status,
  ).toBe('partial')
})

test('steps that cut emissions by a date are a response whatever they are called; a figure for a past year is not', () => {
  const strategy = (text: string) => statusOf({ strategy: text }, '14').status
  expect(
    strategy(
      'Management is consolidating printing onto one site by June 2027 and cutting print-site electricity by 40%; rooftop solar goes on the Wagga site by FY2026.',
    ),
  ).toBe('addressed')
  expect(strategy('Rooftop solar goes on the Wagga site by FY2026.')).toBe('partial')
  expect(
    strategy(
      'Capital expenditure on solar and battery systems was A$3.4 million in FY2025, and Scope 1 emissions in FY2025 were 14,600 t CO2-e.',
    ),
  ).toBe('missing')
  expect(strategy('We aim to cut emissions by 30% by 2030 and reach net zero by 2050.')).toBe('missing')
  expect(strategy('We have not yet decided whether to install solar by 2027.')).toBe('missing')
})

test('a label may join its words with a slash or a plus', () => {
  expect(
    statusOf(
      { risk_management: '- ASSESS/RANK: company 4x4 likelihood x consequence matrix; top 5 to the Committee' },
      '25(a)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ risk_management: '- ASSESS/RANK: not done' }, '25(a)').status).toBe('missing')
})

test('the share of the business still running on fossil fuel is exposed to the transition', () => {
  expect(
    statusOf(
      { strategy: '- Risk (transition): diesel bus body orders decline - ~70% of FY25 order book still diesel' },
      '29(b)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'Most of our order book is still diesel.' }, '29(b)').status).toBe('missing')
})

test('a row labelled with the oversight body is about climate oversight', () => {
  expect(
    statusOf(
      { governance: 'Oversight body | Board Risk Committee (BRC); Board retains ultimate accountability' },
      '6(a)(i)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ governance: 'Oversight body | none assigned yet' }, '6(a)(i)').status).toBe('missing')
  expect(
    statusOf(
      { governance: 'The Board Risk Committee retains ultimate accountability for financial reporting.' },
      '6(a)(i)',
    ).status,
  ).toBe('missing')
})

test('a row labelled with integration is about climate risk integration', () => {
  expect(
    statusOf(
      { risk_management: "Integration | Climate = sub-category of 'Operational continuity' in ERM register" },
      '25(c)',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ risk_management: 'Integration | not yet in the ERM register' }, '25(c)').status).toBe('missing')
})

test('an effect may rest on a climate cause given further up its paragraph; assets given over to fossil fuels are not an effect', () => {
  const strategy =
    'Cyclones are our main physical risk. Our Cairns depot was closed for nine days in March. Repairs cost $2.1 million this year, and we expect maintenance costs to rise by $0.5-0.8 million a year by FY2028.'
  expect(statusOf({ strategy }, '15-21').status).toBe('addressed')
  expect(
    statusOf(
      {
        strategy:
          'Cyclones are our main physical risk.\n\nOur Cairns depot was closed for nine days in March.\n\nRepairs cost $2.1 million this year, and we expect maintenance costs to rise by $0.5-0.8 million a year by FY2028.',
      },
      '15-21',
    ).status,
  ).toBe('missing')
  const tanks =
    'Approximately A$310 million (72%) of the Group’s tank assets are dedicated to fossil road fuels. The Group anticipates that terminal utilisation could decline by 20-30% by 2040.'
  expect(statusOf({ strategy: tanks }, '15-21').status).not.toBe('addressed')
})

test('scopes by their initial in notes', () => {
  expect(statusOf({ metrics_targets: '- S1: 1,480 tCO2-e\n- S2: 2,130 tCO2-e market-based' }, '29(a)')).toMatchObject({
    status: 'partial',
    note: 'Scope 2 is market-based only: add the location-based figure.',
  })
  expect(statusOf({ metrics_targets: '- S1: 1,480 tCO2-e\n- S2: 2,130 tCO2-e location-based' }, '29(a)').status).toBe(
    'addressed',
  )
  expect(statusOf({ metrics_targets: '- S3: TBC' }, '29(a)(vi)').status).toBe('missing')
})

test('initials ending in C are a committee, unless they name a regulator, a law or a credit', () => {
  expect(statusOf({ governance: 'BRC owns climate oversight under its charter.' }, '6(a)(i)').status).toBe('addressed')
  expect(statusOf({ governance: 'The CEFC oversees climate finance lending to the sector.' }, '6(a)(i)').status).toBe(
    'missing',
  )
})

test('a heading run into its paragraph claims nothing: "Transition plan." before a denial is not a plan', () => {
  const strategy = 'Transition plan. The Group is considering whether to develop a transition plan.'
  expect(statusOf({ strategy }, '14').status).toBe('missing')
  expect(
    statusOf(
      {
        strategy:
          'Transition plan. Our transition plan retires the two gas boilers by FY2028 and electrifies the fleet by FY2030.',
      },
      '14',
    ).status,
  ).toBe('addressed')
  // a short sentence with a verb is a claim, not a heading
  expect(statusOf({ governance: 'Board owns climate. The committee meets quarterly.' }, '6(a)(i)').status).not.toBe(
    'missing',
  )
})

test('an element the draft denies in its own section stays at most partial when another section touches on it', () => {
  const governance =
    'A management-level committee for climate matters has not been established; executive roles are being finalised.'
  const risk_management =
    'Climate-related risks are identified at an annual workshop run by the sustainability team with operations managers.'
  expect(statusOf({ governance, risk_management }, '6(b)').status).toBe('partial')
  expect(
    statusOf(
      {
        governance:
          'The Chief Risk Officer chairs a management climate committee that meets monthly and reports to the CEO.',
      },
      '6(b)',
    ).status,
  ).toBe('addressed')
})

test("the board's skills must be climate skills: farmers and a former CEO with no climate competence are not", () => {
  const governance =
    'Skills: the Board includes two dairy farmers and a former food-industry CEO; no climate-specific competencies have been identified.'
  expect(statusOf({ governance }, '6(a)(ii)').status).not.toBe('addressed')
})

test('a caption giving the unit lends it to the figures below it, and a scope named by its description takes the number after its label', () => {
  const captioned =
    'What are our emissions? (FY26, tCO2-e)\nScope 1: 96,300 | Scope 2 location-based: 4,820 | Scope 2 market-based: 4,650'
  expect(statusOf({ metrics_targets: captioned }, '29(a)').status).toBe('addressed')
  const described =
    'Q. How much greenhouse gas did we put out? (2025-26, tonnes CO2-e)\nA. Direct (our sewage treatment, vehicles, gas): 38,600. From purchased electricity, measured on the grid-average basis: 71,900. Indirect from our supply chain and customers: 64,800, of which purchased chemicals (category 1) 27,100.'
  expect(statusOf({ metrics_targets: described }, '29(a)(vi)').status).toBe('addressed')
  // without the caption's unit the same numbers are not emissions figures
  expect(statusOf({ metrics_targets: 'Scope 1: 96,300 | Scope 2 location-based: 4,820' }, '29(a)').status).toBe(
    'partial',
  )
})

test('a committee a manager chairs is management\'s: reporting to "the Committee" is not informing the board', () => {
  const governance =
    'The Board has overall responsibility for climate-related risks. A formal climate reporting cadence to the Board is still being established. Management responsibility sits with the Chief Operating Officer, who chairs a monthly Fleet and Sustainability Committee. Fuel data are reconciled monthly before being reported to the Committee.'
  expect(statusOf({ governance }, '6(a)(iii)').status).not.toBe('addressed')
  const boardCommittee = governance.replace(
    'Fuel data are reconciled monthly before being reported to the Committee.',
    'The Board Risk Committee receives a climate report at each quarterly meeting.',
  )
  expect(statusOf({ governance: boardCommittee }, '6(a)(iii)').status).toBe('addressed')
})

test('a level to reach, with the base year it is measured from, is a target with its amount and base', () => {
  const intensity = 'Target: reduce emissions intensity to 0.35 tCO2-e/MWh by 2030, from 0.78 in FY2020; FY2026 0.61.'
  expect(statusOf({ metrics_targets: intensity }, '33-35').status).toBe('addressed')
  expect(statusOf({ metrics_targets: 'Target: reduce emissions intensity by 2030.' }, '33-35').status).toBe('partial')
})

test('"twice in FY26" and "an annual update" say how often the board is informed', () => {
  expect(
    statusOf(
      { governance: 'The Audit and Risk Committee received climate updates from the CFO twice in FY26.' },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      {
        governance:
          'The Audit and Risk Committee oversees climate matters and receives an annual update from the Head of Risk.',
      },
      '6(a)(iii)',
    ).status,
  ).toBe('addressed')
})

test('a bold question ends its sentence, so a bare "No." after it denies', () => {
  const strategy =
    '**Is there a transition plan for the fleet?** No.\n\n**Has the business run scenario analysis?** No.'
  expect(statusOf({ strategy }, '14').status).toBe('missing')
  expect(statusOf({ strategy }, '22').status).toBe('missing')
})

test('a who or where question is read with its answer', () => {
  const governance =
    'Who runs climate work day to day? Our General Manager Operations, who reports to the CEO each month, runs the emissions program and the climate risk register.'
  expect(statusOf({ governance }, '6(b)').status).toBe('addressed')
  const strategy =
    'Where are the risks concentrated? Roughly 70% of our output comes from two irrigated farms in the Murray-Darling Basin.'
  expect(statusOf({ strategy }, '13').status).toBe('addressed')
})

test('a share of nothing denies the metric, zero emissions do not', () => {
  expect(statusOf({ metrics_targets: '- Bonus tied to climate outcomes: 0%' }, '29(g)').status).toBe('missing')
  expect(
    statusOf(
      {
        metrics_targets:
          'Scope 1 emissions were 3,200 tCO2-e; Scope 2 emissions (location-based): 0 tCO2-e, as the site is off-grid.',
      },
      '29(a)',
    ).status,
  ).toBe('addressed')
})

test('refusing a carbon price is not refusing carbon credits', () => {
  const text = 'We do not apply an internal carbon price, and we have not considered whether to use carbon credits.'
  expect(statusOf({ metrics_targets: text }, '36(e)').status).toBe('missing')
  expect(statusOf({ metrics_targets: 'We will not use carbon credits towards our targets.' }, '36(e)').status).toBe(
    'addressed',
  )
})

test('a table takes its unit from the line leading into it or from its row labels', () => {
  const led =
    'Our footprint (tCO2-e):\n\n| | FY26 | FY25 |\n|---|---|---|\n| Scope 1 | 5,020 | 5,400 |\n| Scope 2 (location-based) | 880 | 910 |'
  expect(statusOf({ metrics_targets: led }, '29(a)').status).toBe('addressed')
  const labelled =
    '| Measure | FY26 |\n|---|---|\n| Scope 1 (t CO2e) | 5,020 |\n| Scope 2, location-based (t CO2e) | 880 |\n| Scope 3 - cat. 1 purchased goods (t CO2e) | 61,000 |'
  expect(statusOf({ metrics_targets: labelled }, '29(a)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: labelled }, '29(a)(vi)').status).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: '| Measure | FY26 |\n|---|---|\n| Scope 1 | 5,020 |\n| Scope 2 (location-based) | 880 |' },
      '29(a)',
    ).status,
  ).toBe('partial')
})

test('a unit after the last figure of a list is each figure’s', () => {
  expect(
    statusOf({ metrics_targets: 'Scope 3: freight (category 4) 8,300; waste (category 5) 410 (tCO2-e).' }, '29(a)(vi)')
      .status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Emissions (tCO2-e):\n- Scope 3: freight (category 4) 8,300; waste (category 5) 410' },
      '29(a)(vi)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Scope 3: freight (category 4) 8,300; waste (category 5) 410 (estimated).' },
      '29(a)(vi)',
    ).status,
  ).toBe('partial')
})

test('revenue lost to a hazard is an effect, not a share exposed to it', () => {
  expect(
    statusOf({ metrics_targets: 'Heat stoppages cost 900 shifts (approx. $2.1m of lost revenue).' }, '29(c)').status,
  ).toBe('missing')
})

test('a line of business that earns much of the revenue where a hazard strikes is where effects concentrate', () => {
  expect(
    statusOf(
      {
        strategy: 'Wool sales are 55% of revenue, so a run of dry seasons on the Monaro cuts both volumes and prices.',
      },
      '13',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ strategy: '- Concentration: 2 of our 5 hotels, 40% of rooms, sit on the shoreline at Noosa.' }, '13')
      .status,
  ).toBe('addressed')
  expect(statusOf({ strategy: 'Wool sales are 55% of revenue.' }, '13').status).toBe('missing')
})

test('a unit given once in a paragraph serves its later figures, and LB means location-based', () => {
  expect(
    statusOf({ metrics_targets: 'Emissions table (tCO2e). Scope 1: 9,100. Scope 2 location-based: 2,300.' }, '29(a)')
      .status,
  ).toBe('addressed')
  expect(
    statusOf(
      { metrics_targets: 'Scope 1 was 9,100 tonnes CO2-e. Grid power (Scope 2): 2,300 t on the location method.' },
      '29(a)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Scope 1: 9,100.\n\nScope 2 location-based: 2,300 (tCO2e).' }, '29(a)').status,
  ).toBe('partial')
  expect(statusOf({ metrics_targets: 'S1 9,100 tCO2e. S2 LB 2,300 / MB 2,100 tCO2e.' }, '29(a)').status).toBe(
    'addressed',
  )
})

test('a label keeps what it says in brackets, and a step may open with its year', () => {
  expect(
    statusOf({ metrics_targets: 'Scope 3 (categories 1 and 4, steel and freight): about 88,000 tCO2e.' }, '29(a)(vi)')
      .status,
  ).toBe('addressed')
  const plan =
    '- Transition plan (approved by the Board in 2025): 2026-27 rooftop solar at 12 depots; 2029 replace diesel forklifts with electric units.'
  expect(statusOf({ strategy: plan }, '14').status).toBe('addressed')
})

test('one-fifth is a share', () => {
  expect(
    statusOf(
      { metrics_targets: 'The climate component of executive incentives is one-fifth of the short-term incentive.' },
      '29(g)',
    ).status,
  ).toBe('addressed')
})

test('a part of the business that carries most of it is where the risks the paragraph names fall', () => {
  const strategy =
    'Heat and drought cut yields on our Riverina farms. Our two Riverina mills produce 80% of our rice output.'
  expect(statusOf({ strategy }, '13').status).toBe('addressed')
  expect(statusOf({ strategy: 'Our two Riverina mills produce 80% of our rice output.' }, '13').status).toBe('missing')
  expect(
    statusOf(
      { metrics_targets: 'Heat and drought cut yields. Our two Riverina mills produce 80% of our rice output.' },
      '13',
    ).status,
  ).toBe('missing')
})

test('capital spent in other words, and carbon costs of any kind as transition exposure', () => {
  const metric = (text: string, paragraph: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(metric('Capital spent on hybrid ferries in FY25: $31 million.', '29(e)')).toBe('addressed')
  expect(metric('FY25 spend on a wind PPA connection and heat pumps: $6 million.', '29(e)')).toBe('addressed')
  expect(metric('Revenue from customers exposed to carbon border measures: $40 million (9%).', '29(b)')).toBe(
    'addressed',
  )
  expect(metric('Cost base exposed to carbon pass-through: $75 million (20% of costs).', '29(b)')).toBe('addressed')
})

test('a table with a unit column gives each row its unit', () => {
  const table =
    '| Metric | Unit | FY26 |\n|---|---|---|\n| Scope 1 | t CO2-e | 41,200 |\n| Scope 2 location-based | t CO2-e | 2,310 |\n| Capital deployed on shore power | $m | 12.5 |\n| Assets in storm-surge zones | $m / % PP&E | 48 / 7 |'
  expect(statusOf({ metrics_targets: table }, '29(a)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: table }, '29(e)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: table }, '29(c)').status).toBe('addressed')
})

test('a verdict in a table row denies its label, and "still working out" is not done', () => {
  const table = '| Metric | FY26 |\n|---|---|\n| Capital deployment | None |\n| Internal carbon price | N/A |'
  expect(statusOf({ metrics_targets: table }, '29(e)')).toMatchObject({
    status: 'missing',
    note: 'The draft says this is not done or not in place yet.',
  })
  expect(statusOf({ metrics_targets: table }, '29(f)').status).toBe('missing')
  expect(
    statusOf({ strategy: 'We are still working out what a transition plan would mean for our fleet by 2030.' }, '14')
      .status,
  ).toBe('missing')
})

test('how often, by the months it happens in; "in development" of a property is no denial', () => {
  const informed = (text: string) => statusOf({ governance: text }, '6(a)(iii)').status
  expect(informed('The Risk Committee receives a climate report from the Chief Risk Officer each November.')).toBe(
    'addressed',
  )
  expect(
    informed('The CFO presents the climate risk paper at the March and September meetings of the Audit Committee.'),
  ).toBe('addressed')
  expect(informed('The Board receives a semi-annual climate report from the CEO.')).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'Internal carbon price: $65/t CO2-e, used in development appraisals.' }, '29(f)')
      .status,
  ).toBe('addressed')
})

test('where most of the risk or the value sits is where effects concentrate', () => {
  expect(statusOf({ strategy: 'Most of our cyclone risk is in the four Mackay depots.' }, '13').status).toBe(
    'addressed',
  )
  expect(
    statusOf({ strategy: 'A third of our sites are in Gippsland, which holds most of our flood-prone sites.' }, '13')
      .status,
  ).toBe('addressed')
  expect(
    statusOf(
      { strategy: 'Bushfire is our main physical risk. Almost all our value is in plantations in one region.' },
      '13',
    ).status,
  ).toBe('addressed')
})

test('a metrics line labelled with the metric names it, when it gives an amount or a share of something', () => {
  const metric = (text: string, paragraph: string) => statusOf({ metrics_targets: text }, paragraph).status
  expect(metric('- Transition risk: sites with HFC chillers hold 41% of refrigeration assets.', '29(b)')).toBe(
    'addressed',
  )
  expect(metric('- Physical risk: A$2.3bn (6% of FUM) in real assets with high hazard scores.', '29(c)')).toBe(
    'addressed',
  )
  expect(
    metric('- Opportunities: 22% of plantable area is registered under the ACCU plantation method.', '29(d)'),
  ).toBe('addressed')
  expect(metric('- Capital: $9.4m in FY26 on fire breaks and new plantings.', '29(e)')).toBe('addressed')
  expect(metric('Opportunity: demand from councils for 100% renewable-backed services.', '29(d)')).toBe('missing')
  expect(
    statusOf(
      { governance: 'The CEO’s long-term incentive includes a fleet CII rating condition with a 25% weighting.' },
      '29(g)',
    ).status,
  ).toBe('addressed')
})

test('a cut due by a year is a target, and zero is an amount; a net zero plan is not a target', () => {
  const targets = (text: string) => statusOf({ metrics_targets: text }, '33-35').status
  expect(targets('35% reduction in Scope 1 and 2 emissions by FY30 against an FY20 base of 3.3 MtCO2-e.')).toBe(
    'addressed',
  )
  expect(targets('Net zero Scope 1 and 2 by 2040, from a FY22 base of 103,600 tCO2-e.')).toBe('addressed')
  expect(targets('Target: zero diesel use at the mill by 2029 from the FY24 base of 4 ML; FY26: 2.1 ML.')).toBe(
    'addressed',
  )
  expect(targets('Net zero plan: gas-free operations by 2028; an embodied-carbon cap from 2027.')).toBe('missing')
})

test('effects to come in other words, and "not quantified" in answer to a question on financial effects', () => {
  const effects = (text: string) => statusOf({ strategy: text }, '15-21').status
  expect(
    effects(
      'Drought water purchases cost $6.1 million in FY2026. In a repeat of the 2019 drought we estimate water costs of $15-20 million.',
    ),
  ).toBe('addressed')
  expect(
    effects(
      'Heatwave price spikes raised hedging costs by $21 million in FY2026; electrification could reduce revenue by $40-60m a year from the early 2030s.',
    ),
  ).toBe('addressed')
  const unquantified =
    'Flood repairs cost $2 million this year. Around $90 million of flood-resilience capital is planned over 2026-2030.\n\nWhat are the financial effects? Not quantified at this stage.'
  expect(effects(unquantified)).not.toBe('addressed')
})

test('an aside in brackets neither ends a label nor denies the figure outside it', () => {
  const text = 'Scope 3 (category 4 – inbound freight; category 11 is not relevant to a lessor): 12,900 tCO2-e.'
  expect(statusOf({ metrics_targets: text }, '29(a)(vi)').status).toBe('addressed')
  expect(statusOf({ metrics_targets: 'Scope 3 (not yet measured).' }, '29(a)(vi)').status).toBe('missing')
})

test('oversight where climate sits with a body or by a note’s arrow; opportunities weighed on their measures', () => {
  const body = (text: string) => statusOf({ governance: text }, '6(a)(i)').status
  expect(body('Climate sits with our Board and, more closely, with its Audit and Sustainability Committee.')).toBe(
    'addressed',
  )
  expect(body('Board -> Risk & Climate Committee (RCC).')).toBe('addressed')
  expect(body('Since 2023 the Board’s Environment Committee has carried the climate brief.')).toBe('addressed')
  const opportunities = (text: string) => statusOf({ risk_management: text }, '25(b)').status
  expect(
    opportunities('The commercial team assesses opportunities in the annual planning round on margin and abatement.'),
  ).toBe('addressed')
})

test('denials and look-alikes from a twelfth writer', () => {
  expect(
    statusOf({ risk_management: 'There is also no process for identifying climate-related opportunities.' }, '25(b)')
      .status,
  ).toBe('missing')
  expect(
    statusOf(
      { metrics_targets: 'Ten per cent of the STI opportunity is linked to portfolio NABERS Energy ratings.' },
      '29(d)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      {
        governance:
          'The Asset Management Director is responsible for sustainability, with support from an external energy consultant.',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      {
        governance:
          'Two non-executive directors have energy-market backgrounds, and the Board receives training from an external climate consultant.',
      },
      '6(a)(ii)',
    ).status,
  ).toBe('addressed')
  expect(
    statusOf(
      { risk_management: 'Our 40 coastal centres (52% of centres) are in areas rated very high for heat exposure.' },
      '25(a)',
    ).status,
  ).toBe('missing')
})

test('rows of a table read back one by one keep the unit of their header row', () => {
  const rows = 'tCO2-e | FY2026 | FY2025\n\nScope 1 | 1,880 | 2,010\n\nScope 2, location-based | 11,420 | 12,050'
  expect(statusOf({ metrics_targets: rows }, '29(a)').status).toBe('addressed')
  expect(
    statusOf(
      {
        metrics_targets:
          'tCO2-e | FY2026\n\nThe table covers our offices.\n\nScope 1 | 1,880\n\nScope 2, location-based | 11,420',
      },
      '29(a)',
    ).status,
  ).toBe('partial')
})

test('a denial of part of an element leaves the rest partial: skills, target oversight, opportunities, the plan', () => {
  const backgrounds = 'Two directors have property development backgrounds that include building energy performance.'
  expect(statusOf({ governance: backgrounds }, '6(a)(ii)').status).toBe('addressed')
  expect(
    statusOf(
      { governance: `${backgrounds} The Board has not yet assessed whether it has the climate skills it needs.` },
      '6(a)(ii)',
    ),
  ).toMatchObject({
    status: 'partial',
    note: 'Says something about this, but also that part of it is not in place yet.',
  })
  expect(
    statusOf(
      {
        governance:
          'Targets & pay: the Board Risk Committee reviews emissions against target half-yearly; no STI/LTI link.',
      },
      '6(a)(v)',
    ).status,
  ).toBe('partial')
  const opportunities = 'The committee tracks opportunities through the product development pipeline'
  expect(statusOf({ risk_management: `${opportunities}.` }, '25(b)').status).toBe('addressed')
  expect(
    statusOf(
      { risk_management: `${opportunities}, but there is no formal scoring of climate-related opportunities.` },
      '25(b)',
    ).status,
  ).toBe('partial')
  // the company's own plan, denied in another section, against steps that read as one
  const steps =
    'We will replace the gas boilers with heat pumps by FY2027 and move to 100% renewable electricity by FY2029.'
  expect(statusOf({ strategy: steps }, '14').status).toBe('addressed')
  expect(statusOf({ governance: 'We do not yet have a transition plan.', strategy: steps }, '14').status).toBe(
    'partial',
  )
  expect(
    statusOf({ strategy: `${steps} We limit lending to coal miners without a transition plan.` }, '14').status,
  ).toBe('addressed')
})

test('a numbered heading run into its paragraph claims nothing', () => {
  expect(
    statusOf({ strategy: '2.4 Strategy response and transition planning\nThe Board met four times this year.' }, '14')
      .status,
  ).toBe('missing')
})

test('"that committee" after a management committee is management, as is a Director of Nursing', () => {
  const governance = [
    'The Board oversees climate-related risks through its Risk and Sustainability Committee.',
    'Management responsibility rests with the Chief Operating Officer, who chairs the Climate and Environment Committee.',
    'That committee, comprising the Director of Nursing and the Head of Procurement, meets quarterly and reports to the Executive Committee after each meeting.',
  ].join(' ')
  expect(statusOf({ governance }, '6(a)(iii)').status).not.toBe('addressed')
  expect(statusOf({ governance }, '6(b)').status).toBe('addressed')
})

test('a line wholly in bold is a heading and claims nothing', () => {
  expect(
    statusOf({ strategy: '**Climate resilience**\n\nScenario analysis has not yet been undertaken.' }, '22').status,
  ).toBe('missing')
})

test('targets by a fiscal year in short form, and a targets table read by its column headers', () => {
  expect(
    statusOf(
      {
        metrics_targets:
          '- Scope 1 and 2 (market-based) down 65% by FY30 from FY20 (FY20: 560,000 tCO2-e). FY25: 384,000 tCO2-e, down 31%.',
      },
      '33-35',
    ).status,
  ).toBe('addressed')
  const table = (first: string) =>
    [
      `| ${first} | Base | Interim | FY25 progress |`,
      '|---|---|---|---|',
      '| Scope 1 + 2 (market-based): −75% by FY30 | FY22: 14,900 tCO2-e | −40% by FY26 | 7,270 tCO2-e (−51%) |',
    ].join('\n')
  expect(statusOf({ metrics_targets: table('Target') }, '33-35').status).toBe('addressed')
  expect(statusOf({ metrics_targets: table('Line') }, '33-35').status).not.toBe('addressed')
})

test('opportunities called openings, climate-solution funds, and contractions', () => {
  const strategy =
    'We define near as within 2 years, mid as 2-7 years and far as 7-25 years. Transition risk: a repricing of carbon-heavy holdings (mid to far). Physical risk: storms damaging our infrastructure assets (mid to far).'
  expect(
    statusOf(
      { strategy: `${strategy} Openings: asset owners reallocating toward renewables infrastructure (near to mid).` },
      '10',
    ).status,
  ).toBe('addressed')
  expect(statusOf({ strategy: `${strategy} Store openings in regional towns (near).` }, '10').status).not.toBe(
    'addressed',
  )
  expect(statusOf({ metrics_targets: '- Climate-solution FUM: $3.9 billion, 9.5% of FUM.' }, '29(d)').status).toBe(
    'addressed',
  )
  expect(
    statusOf({ metrics_targets: "Offsets: we won't use any carbon credits to meet these targets." }, '36(e)').status,
  ).toBe('addressed')
  expect(
    statusOf({ metrics_targets: 'We don’t plan to use carbon credits to meet our targets.' }, '36(e)').status,
  ).toBe('addressed')
})

test("management's role is partial when the draft says no one is accountable for climate overall", () => {
  const governance =
    'The General Manager Operations is the executive responsible for energy and emissions at our plants and reports to the Board each quarter.'
  expect(statusOf({ governance }, '6(b)').status).toBe('addressed')
  expect(
    statusOf(
      { governance: `${governance} There is no single executive with overall accountability for climate.` },
      '6(b)',
    ).status,
  ).toBe('partial')
})

test('a two-column table reads each row as its label and what is said of it', () => {
  const table = (rows: string[]) => ['| Item | Status |', '|---|---|', ...rows].join('\n')
  expect(
    statusOf(
      { strategy: table(['| Strategy and transition plan | This will come once the risk assessment is complete. |']) },
      '14',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      {
        risk_management: table([
          '| Integration with overall risk management | To be added to the company risk register during FY29. |',
        ]),
      },
      '25(c)',
    ).status,
  ).toBe('missing')
  expect(
    statusOf(
      {
        metrics_targets: table([
          '| Scope 1 emissions | 312 t CO2-e |',
          '| Scope 2 emissions | 96 t CO2-e, location-based |',
        ]),
      },
      '29(a)',
    ).status,
  ).toBe('addressed')
})

test('credits a company generates and sells are not credits it plans to use', () => {
  expect(
    statusOf({ metrics_targets: 'Our landfill gas project generates ACCUs, which we sell.' }, '36(e)').status,
  ).not.toBe('addressed')
})
