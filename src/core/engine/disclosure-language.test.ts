import { expect, test } from 'vitest'
import {
  clauses,
  continuesPrevious,
  hasQuantity,
  isDenial,
  readableNotes,
  scopesWithFigures,
  withScopeNames,
} from './disclosure-language'

test('explicit negations are denials', () => {
  for (const sentence of [
    'We have not performed scenario analysis.',
    'Work is underway to develop a transition plan.',
    'Scenario analysis has been scoped but not started.',
    'We are scoping a scenario analysis.',
    'We have commenced work on a transition plan.',
    'Scenario analysis forms part of our FY27 work plan.',
    'An internal carbon price is on our roadmap for FY27.',
    'The transition plan is the subject of ongoing work.',
    'Our climate risk process is in its infancy.',
    'Our approach to opportunities is at an early stage.',
    'We are still building our understanding of physical risk.',
    'Data on Scope 3 is insufficient to report.',
    'Scenario analysis: under review.',
    'Targets: watch this space.',
    'This is something we will look at next year.',
    'Scenario analysis was outside our capacity this year.',
    'This remains an area of development for the Group.',
    'The Group has deferred scenario analysis to FY27.',
    'We do not yet assess directors’ climate skills.',
    'No board committee has been given responsibility for climate.',
    'There is no transition plan in place.',
    'Our transition plan is not yet approved.',
    'We have yet to measure Scope 3 emissions.',
    'We plan to undertake scenario analysis next year.',
    'Scope 3 emissions will be reported from FY2027.',
    'A transition plan is under development.',
    'None of our executive pay is linked to climate.',
    "We don't measure our emissions.",
    'Our intention is to develop a transition plan in FY2026.',
    'Scenario analysis is planned for FY2026.',
    'In future reporting periods we will disclose Scope 3 emissions.',
    'We anticipate setting targets once our baseline is established.',
    'We lack a formal transition plan.',
    'There are currently no climate-related targets.',
    'Directors have received no climate training.',
    'We recognise the importance of a transition plan.',
    'Climate-related risks are currently not integrated into our risk framework.',
    'Not yet measured.',
    'Neither the board nor any of its committees has specific responsibility for climate matters.',
    'Our transition plan is still to be developed.',
    'Time horizons are still being defined.',
    'We are unable to report Scope 3 emissions at this time.',
    'The company is not in a position to quantify the financial effects.',
    'It is too early to assess the resilience of our strategy.',
    'Climate risks are excluded from the group risk register.',
    'This report excludes Scope 3 emissions.',
    'Quantifying financial effects is beyond the scope of this report.',
    'Data limitations prevented us from estimating Scope 3 emissions.',
    'We have chosen not to disclose financial effects this year.',
    'Nobody on the board has climate expertise.',
    'Emissions data is unavailable for FY2025.',
    'Scenario analysis remains outstanding.',
    'Scenario analysis has been deferred to FY2027.',
    'Targets: none set.',
    'There has been no formal assessment of climate-related opportunities.',
    'We will consider developing a transition plan.',
    'We are still working towards a transition plan.',
    'Climate is absent from the board agenda.',
    'We are in the early stages of considering climate risk.',
    'We use no offsets.',
    'Executive roles and responsibilities for climate are being finalised.',
    'Integration into the enterprise risk framework is planned once the Head of Sustainability is appointed.',
    'Climate risk is currently managed separately by the Water and Climate Group.',
    'A skills assessment and director education session are planned.',
    'The group applies no internal carbon price.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(true)
  }
})

test('statements of what is done are not denials, even with "no" or "not" in them', () => {
  for (const sentence of [
    'The board oversees climate-related risks.',
    'We expect to use ACCUs for no more than 10% of the target.',
    'Climate risk is not only a compliance matter but a strategic one.',
    'We plan to achieve net zero by 2050.',
    'We expect carbon costs to reduce margins by 2030.',
    'Extreme heat makes some customers unable to work outdoors, reducing revenue.',
    'Category 11 is excluded because we sell no fuel-using products.',
    'Our scenarios consider a world where no new coal plants are built.',
    'We are working towards a 42% cut in Scope 1 and 2 emissions by 2030.',
    'Scope 1: 0 t CO2-e (we own no vehicles and use no gas).',
    'Half of the STI award is deferred for two years.',
    'We identify emerging risks at an early stage.',
    'Under review by the Board each quarter, the register is updated.',
    // "looking at" as seeing, not as considering
    'So that directors know what they are looking at, each attends a climate course on joining.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(false)
  }
})

test('a sentence splits where a second claim starts, so a denial does not swallow a figure', () => {
  const parts = clauses('We have not set a Scope 3 target, but our Scope 1 emissions were 12,000 tCO2-e.')
  expect(parts).toEqual(['We have not set a Scope 3 target', 'our Scope 1 emissions were 12,000 tCO2-e.'])
  expect(parts.map(isDenial)).toEqual([true, false])
})

test('a main clause that denies after a list in a concession, and a new subject after "and", are claims of their own', () => {
  const parts = clauses(
    "While the Lead reports to the Finance Audit and Risk Committee (FARC) at every meeting on climate risks, energy use and progress toward targets, no review of FARC members' skills has been carried out, and the committee relies on its general commercial expertise.",
  )
  expect(parts).toContain("no review of FARC members' skills has been carried out")
  expect(parts.at(-1)).toBe('the committee relies on its general commercial expertise.')
  expect(isDenial("no review of FARC members' skills has been carried out")).toBe(true)
  // a "no" inside a list is not a new clause
  expect(clauses('Scope 1 was 1,200 tCO2-e, no change from last year.')).toHaveLength(1)
})

test('emissions figures need a number with a CO2-e unit', () => {
  for (const text of [
    '182,400 tCO2-e',
    '9.8 kt CO2-e',
    '1.2 million tonnes of CO2-e',
    '4,520 t CO2e',
    '310,000 tonnes CO2-e',
    '3 Mt CO2e',
  ]) {
    expect([...scopesWithFigures(`Scope 1 was ${text}`)], text).toEqual([1])
  }
  for (const text of [
    'Scope 1 emissions fell.',
    'Scope 1 emissions fell by 12%.',
    'Scope 1 intensity in tCO2-e per $ million',
  ]) {
    expect([...scopesWithFigures(text)], text).toEqual([])
  }
})

test('each figure belongs to the scope named before it', () => {
  expect([...scopesWithFigures('Scope 1 was 9.8 kt CO2-e and Scope 2 was 3.1 kt CO2-e.')].sort()).toEqual([1, 2])
  expect([...scopesWithFigures('Scope 2 emissions (market-based) were 8,200 tCO2-e.')]).toEqual([2])
  expect([...scopesWithFigures('Scope 1 and 2 emissions were 45,000 tCO2-e.')].sort()).toEqual([1, 2])
  expect([...scopesWithFigures('Direct (Scope 1) emissions totalled 9.8 kt CO2-e.')]).toEqual([1])
  expect([...scopesWithFigures('We report Scope 1 and Scope 2 emissions under NGER.')]).toEqual([])
})

test('quantities are percentages, amounts of money and shares in words', () => {
  for (const text of [
    '35% of revenue',
    'twelve per cent of revenue',
    '$220 million of assets',
    'A$50/tCO2-e',
    'a fifth of the bonus',
    '1.1 billion',
  ]) {
    expect(hasQuantity(text), text).toBe(true)
  }
  expect(hasQuantity('some of our revenue')).toBe(false)
})

test('a short label before a colon stays with what it labels; a longer lead is its own clause', () => {
  expect(clauses('Targets: net zero Scope 1 and 2 by FY2030 from an FY2022 baseline.')).toEqual([
    'Targets: net zero Scope 1 and 2 by FY2030 from an FY2022 baseline.',
  ])
  expect(clauses('• Capital deployed: $85m on efficiency and cooling retrofits.')).toHaveLength(1)
  expect(clauses('We have not set any targets yet: we intend to set them next year.')).toEqual([
    'We have not set any targets yet',
    'we intend to set them next year.',
  ])
})

test('a clause that opens with a pronoun, a participle or a lower-case word continues the one before', () => {
  for (const clause of [
    'They are scored on the corporate risk matrix.',
    'These KPIs make up 12.5% of the executive STI.',
    'prioritised by residual rating',
    'one fifth of the STI depends on abatement milestones',
  ]) {
    expect(continuesPrevious(clause), clause).toBe(true)
  }
  for (const clause of [
    'The Board oversees climate risk.',
    'Climate risks are identified each year.',
    'Scope 1: 2,870 tCO2-e',
  ]) {
    expect(continuesPrevious(clause), clause).toBe(false)
  }
})

test('emissions figures in words, in "carbon dioxide equivalent", and nil figures', () => {
  expect([
    ...scopesWithFigures('Scope 1 emissions totalled 1.62 million tonnes of carbon dioxide equivalent.'),
  ]).toEqual([1])
  expect([
    ...scopesWithFigures(
      'Twenty-one thousand four hundred tonnes of carbon dioxide equivalent came from fuel (Scope 1).',
    ),
  ]).toEqual([1])
  expect([...scopesWithFigures('Scope 1 emissions are nil, as we operate no vehicles.')]).toEqual([1])
  expect([...scopesWithFigures('Net zero Scope 1 and 2 emissions by 2030.')]).toEqual([])
  expect([...scopesWithFigures('Scope 1 | 12,300 t CO2-e.')]).toEqual([1])
})

test('a unit given once in a sentence carries to its other figures, and a bracketed scope owns the figure before it', () => {
  const footprint =
    'Our footprint: 21,400 tonnes of carbon dioxide equivalent from fuel (Scope 1); 38,200 tonnes from electricity on a location basis (Scope 2); and about 1.9 million tonnes from suppliers (Scope 3).'
  expect([...scopesWithFigures(footprint)].sort()).toEqual([1, 2, 3])
  const list =
    'Emissions, in tonnes of carbon dioxide equivalent: scope one, 486,200; scope two, 4,150 on the location basis; scope three, 121,400.'
  expect([...scopesWithFigures(list)].sort()).toEqual([1, 2, 3])
  // a clause of that list is read with the unit of its sentence
  expect([...scopesWithFigures('scope two, 4,150 on the location basis', list)]).toEqual([2])
  expect([...scopesWithFigures('scope two, 4,150 on the location basis')]).toEqual([])
  // a bracketed scope in the next clause does not take the figure
  expect(
    [
      ...scopesWithFigures(
        'Direct (Scope 1) emissions totalled 9.8 kt CO2-e, and electricity (Scope 2) accounted for 3.1 kt CO2-e.',
      ),
    ].sort(),
  ).toEqual([1, 2])
})

test('amounts written as "$85m" or in words count as quantities', () => {
  for (const text of [
    '$85m on efficiency retrofits',
    'a charge of eighty dollars per tonne',
    '$3.2m of additional cooling cost',
  ]) {
    expect(hasQuantity(text), text).toBe(true)
  }
})

test('a denial after a short label is still a denial', () => {
  for (const clause of [
    'Transition plan: none.',
    'Internal carbon price: not used.',
    'Scenario analysis: not performed.',
    'Opportunities: no formal process.',
  ]) {
    expect(clauses(clause), clause).toHaveLength(1)
    expect(isDenial(clause), clause).toBe(true)
  }
  expect(isDenial('Offsets: no more than 5% of the goal will be met with credits.')).toBe(false)
  // a label of up to five words, with no verb of its own
  expect(clauses('Scope 1 and 2 emissions: not yet measured.')).toEqual(['Scope 1 and 2 emissions: not yet measured.'])
  expect(isDenial('Scope 1 and 2 emissions: not yet measured.')).toBe(true)
  expect(isDenial('Our plan: to be developed in FY2027.')).toBe(true)
  expect(isDenial('Scope 3: to be reported from FY2027.')).toBe(true)
})

test('a disclosure deferred to a later report denies', () => {
  for (const sentence of [
    'Board skills in relation to climate will be addressed in a future report.',
    'Our position on carbon credits will be set out in a future report.',
    'Scope 3 categories will be covered in next year’s report.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(true)
  }
  for (const sentence of [
    'Each risk is addressed in the risk register.',
    'The Board reviews this report before it is published.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(false)
  }
})

test('a new subject with its own verb after ", and" starts a new clause', () => {
  expect(
    clauses(
      'Refrigerant exposure is concentrated in two kitchens, which hold 80% of capacity, and inbound produce supply is exposed to flood closures.',
    ),
  ).toEqual([
    'Refrigerant exposure is concentrated in two kitchens, which hold 80% of capacity',
    'inbound produce supply is exposed to flood closures.',
  ])
  expect(clauses('Scope 1 emissions were 5,000 tCO2-e, and 12% of revenue is from renewables.')).toHaveLength(1)
  expect(clauses('Drought, heat, and flooding are our main physical risks.')).toHaveLength(1)
})

test('scopes described by what they are carry their figures', () => {
  expect(withScopeNames('Direct emissions from gas and fleet fuel 8,900 t CO2-e.')).toBe(
    'Scope 1 Direct emissions from gas and fleet fuel 8,900 t CO2-e.',
  )
  expect([...scopesWithFigures('212,400 t CO2-e from fuel burned on board our vessels')]).toEqual([1])
  expect([...scopesWithFigures('1,850 tCO2-e attributable to electricity drawn from the grid for our depots')]).toEqual(
    [2],
  )
  expect([...scopesWithFigures('96,300 t CO2-e arising in its value chain, covering business travel')]).toEqual([3])
  expect([...scopesWithFigures('Scope 1 was 9.8 kt CO2-e, mostly fuel burned in trucks')]).toEqual([1])
  expect(scopesWithFigures('We burn less diesel than last year and bought 20% more renewable energy.').size).toBe(0)
})

test('a semicolon inside brackets does not cut a clause', () => {
  expect(clauses('Value chain (business travel; purchased goods; commuting) 61,300 t CO2-e.')).toHaveLength(1)
  expect(clauses('We have not set targets; we intend to in FY2027.')).toHaveLength(2)
})

test('undecided or unfinished work denies; ongoing oversight does not', () => {
  for (const sentence of [
    'How to do so remains under consideration by the Audit and Risk Committee.',
    'The use of carbon credits is under consideration.',
    'Board training on climate is being planned.',
    'We are still assessing physical risks at our sites.',
    'Targets are expected to be set in FY2027.',
    'We will look to set targets next year.',
    'Scope 3 emissions will form part of our next report.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(true)
  }
  for (const sentence of [
    "Members' fitness for that role is kept under review.",
    'The Committee reviews the register under its charter.',
  ]) {
    expect(isDenial(sentence), sentence).toBe(false)
  }
})

test('denying a separation affirms', () => {
  expect(isDenial('None of this stands apart from the way we handle any other threat.')).toBe(false)
  expect(isDenial('None of it sits in a separate silo.')).toBe(false)
  expect(isDenial('None of this has been assessed.')).toBe(true)
})

test('a label may end at a bar, a spaced dash or an arrow, and a denial after it still denies', () => {
  for (const clause of ['Skills | not assessed', 'Horizons - not defined', 'Scenarios – not been done'])
    expect(isDenial(clause), clause).toBe(true)
  for (const clause of ['Board -> Sustainability Committee', 'Scope 1 - 88,400 tCO2-e'])
    expect(isDenial(clause), clause).toBe(false)
})

test('a spaced dash cuts a clause only where it parts a denial from a claim', () => {
  expect(clauses('there is no separate climate process - climate sits in the normal risk register')).toEqual([
    'there is no separate climate process',
    'climate sits in the normal risk register',
  ])
  expect(clauses('The committee is briefed by the General Manager - Sustainability at each meeting.')).toHaveLength(1)
  expect(clauses('Scope 3 categories included: Cat 1, Cat 4 & Cat 10 - total 612,000 tCO2-e.')).toHaveLength(1)
})

test('note-style shortenings are written out and misspelt key words corrected, other forms of a word left alone', () => {
  expect(readableNotes('Mgmt: Cttee meets 3x/yr; Opps assessed')).toBe(
    'Management: Committee meets 3 times a year; Opportunities assessed',
  )
  expect(readableNotes('Scope 2 loc 21,800 t, mkt 20,100 t')).toBe(
    'Scope 2 location-based 21,800 t, market-based 20,100 t',
  )
  expect(readableNotes('The Board has overall responsibilty; FARC recieves a report')).toBe(
    'The Board has overall responsibility; FARC receives a report',
  )
  for (const text of [
    'The committee assesses risks',
    'Risks are identified and prioritised',
    'a local site',
    'Executives',
    'We committed to it',
    'the receiver',
    'straining supply',
  ])
    expect(readableNotes(text), text).toBe(text)
})

test('Scope 3 categories and financed emissions name Scope 3; a storm category does not', () => {
  expect([...scopesWithFigures('Financed emissions (Category 15) were estimated using PCAF: 412,000 tCO2-e.')]).toEqual(
    [3],
  )
  expect([
    ...scopesWithFigures(
      'We measured purchased goods (category 1) and business travel (category 6): 38,600 tCO2-e in all.',
    ),
  ]).toEqual([3])
  expect([
    ...scopesWithFigures('A category 4 cyclone hit the site; 1,200 tCO2-e of diesel was burnt in recovery.'),
  ]).toEqual([])
})

test('a note’s bare verdict after its label denies; a nil emissions figure does not', () => {
  for (const clause of [
    'Scope 3: TBC',
    'Scenario analysis: pending',
    'Targets: n/a',
    'Nothing formal.',
    'Deferred.',
    'Board skills | nil',
    'A transition plan is in development.',
    'Planned for FY26.',
    'It would be premature to set a target.',
    'Out of scope for this report.',
    'There is currently insufficient data to quantify Scope 3.',
    'Targets remain to be set.',
    'The Board operates without a climate committee.',
    'Scope 3 is awaiting supplier data.',
    'Remuneration is no longer linked to climate.',
    'Opportunities are only considered informally.',
    'Scope 3: unknown.',
    'Climate metrics form no part of remuneration.',
  ])
    expect(isDenial(clause), clause).toBe(true)
  for (const clause of [
    'Scope 1: nil',
    'Scope 2 emissions were nil',
    'The target is to be met without offsets',
    'Our plan sets out 40 steps by FY2030',
    'Pending approvals are tracked by the committee'.replace('Pending', 'Open'),
  ])
    expect(isDenial(clause), clause).toBe(false)
})

test('hedged and legal wording that something is not done denies; an activity under way does not', () => {
  for (const clause of [
    'The Group has applied the transition relief for Scope 3.',
    'Scenario analysis remains a work in progress.',
    'The Group intends, in due course, to develop a transition plan.',
    'The Group is currently developing its transition plan.',
    'Subject to Board approval, a transition plan will be finalised in FY27.',
    'Climate risks are managed separately from the enterprise risk framework.',
    'Climate risk sits outside the ERM framework.',
    'Development of a transition plan is underway.',
    'Absent a formal process, opportunities are discussed informally.',
  ])
    expect(isDenial(clause), clause).toBe(true)
  for (const clause of [
    'We are developing a 20 MW solar farm at the Tanunda site.',
    'Relief valves are inspected quarterly.',
    'Construction of the battery is underway.',
  ])
    expect(isDenial(clause), clause).toBe(false)
})

test('an intention to record, include, integrate, link or train is not the thing done; a planned purchase of credits is a plan', () => {
  for (const clause of [
    'We plan to record climate in the risk register next year.',
    'Climate will be added to the risk register.',
    'We aim to integrate climate into the ERM framework.',
    'Pay will be linked to climate from FY27.',
    'We expect to train directors on climate next year.',
  ])
    expect(isDenial(clause), clause).toBe(true)
  for (const clause of [
    'We plan to buy ACCUs for residual emissions.',
    'Climate risk is recorded in the risk register.',
    'Pay is linked to emissions targets.',
  ])
    expect(isDenial(clause), clause).toBe(false)
})

test('a verdict after a long label, "outside scope" and "may consider" deny; a board that retains what it has not delegated does not', () => {
  for (const clause of [
    'Formal climate-specific competence requirements for directors: none at present.',
    'Scenario analysis: outside scope for FY25.',
    'The company may consider purchasing offsets in future.',
    'The Board has not delegated climate oversight to a committee.',
  ])
    expect(isDenial(clause), clause).toBe(true)
  expect(isDenial('The Board has not delegated climate oversight to a committee and retains it itself.')).toBe(false)
  expect(clauses('Formal climate-specific competence requirements for directors: none at present.')).toHaveLength(1)
  expect(clauses('Because the Trust does not operate the vineyards, its own Scope 1 emissions are nil.')).toEqual([
    'Because the Trust does not operate the vineyards',
    'its own Scope 1 emissions are nil.',
  ])
})

test('t-CO2e, currency codes, note-style horizons and scopes by their initial', () => {
  expect(scopesWithFigures('Scope 1 12,640 t-CO2e')).toEqual(new Set([1]))
  expect(hasQuantity('AUD 60 per t-CO2e')).toBe(true)
  expect(readableNotes('Horizons: ST <2y, MT 2-7y, LT 7-20y')).toBe(
    'Horizons: Short term <2 years, Medium term 2-7 years, Long term 7-20 years',
  )
  expect(readableNotes('Opp-aligned: spat sales')).toBe('Opportunity-aligned: spat sales')
  expect(readableNotes('Target: -50% S1+S2 by 2030')).toBe('Target: -50% Scope 1+Scope 2 by 2030')
})
