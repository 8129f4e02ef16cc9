import { planDraft } from '../../../core/engine/draft-composer'
import type { DraftInput } from '../../../core/engine/types'
import type { TcfdSection } from '../../../core/contract/write'
import {
  EXPERT_ROLE,
  GROUNDING_RULES,
  numberedSources,
  pillarTitles,
  userText,
  type PromptMessage,
  type PromptSource,
} from './prompt-parts'

// The Write Assist prompt: draft one TCFD section from what the company wrote. The company information is the only
// source of facts about the company; everything the standard needs and the company has not said becomes a visible
// placeholder, because an invented board committee or emissions figure in a draft is worse than a gap.
//
// The model gets the same plan as the grounded engine (draft-composer.ts): the company's sentences already placed
// under this section's elements, and what each element still lacks by the AASB S2 check's rules. Sentences placed
// in other sections are left out, so a fact is written in one section only, whichever engine drafts.

export type SectionDraftPrompt = DraftInput & { sources: readonly PromptSource[] }

const SECTION_FOCUS: Record<TcfdSection, string> = {
  governance:
    'the governance body or bodies that oversee climate-related risks and opportunities, and management’s role in assessing and managing them',
  strategy:
    'the climate-related risks and opportunities, their effects on the business model, value chain, strategy and financial position, the transition plan, and climate resilience including scenario analysis',
  risk_management:
    'the processes used to identify, assess, prioritise and monitor climate-related risks and opportunities, and how they are integrated into overall risk management',
  metrics_targets:
    'the metrics used, greenhouse gas emissions (Scope 1, 2 and 3), the cross-industry metrics, and the climate-related targets and progress against them',
}

const SYSTEM = `${EXPERT_ROLE}

Task: draft one section of a company's climate-related disclosure, ready for the company to review and complete.
- Write the section as the company would publish it, about the company by name or as "we", with one ### heading per element listed in the user's message, in that order.
- Facts about the company (its bodies, people, processes, risks, figures, targets and dates) come only from the company facts listed under each element. Write each fact under its element, in prose, faithfully; do not embellish or extend it, and do not repeat it under another element. Facts need no citation.
- For each item listed as still to be provided, write a placeholder in bold exactly in this form: **[To be provided: what the company must supply]**. Never fill a gap with an assumption, a typical example or an industry average.
- Where you say what the standard requires, cite the source passage, for example "AASB S2 requires … [2]".
- The industry only tells you which matters to prompt for in placeholders; it is not a source of facts about the company.
- If the user asks a question, answer it in its own ### subsection from the sources, or say that the sources do not cover it.

${GROUNDING_RULES}`

const MAX_COMPANY_CHARS = 12000

export function buildSectionDraftMessages(prompt: SectionDraftPrompt): PromptMessage[] {
  const { section, companyName, companyInfo, industry, question, sources } = prompt
  const title = pillarTitles[section]
  const company = companyName.trim() || 'the company'
  const plan = planDraft(prompt)
  const elements = plan.elements
    .map(({ requirement, sentences, lead, needs }) => {
      const facts =
        [...(lead ? [lead] : []), ...sentences].map((fact) => `- ${userText(fact, 2000)}`).join('\n') ||
        '- (none given)'
      const missing = needs.length > 0 ? `\nStill to be provided: ${needs.join('; ')}` : ''
      return `### ${requirement.label} (${requirement.reference})\nCompany facts:\n${facts}${missing}`
    })
    .join('\n\n')
  const context =
    plan.overview.length > 0
      ? `\n\nAbout the company, for context only:\n${userText(plan.overview.join(' '), 2000)}`
      : ''
  const info = companyInfo.trim() ? elements : '(The company has not written anything yet.)'
  const elsewhere =
    plan.elsewhere > 0
      ? `\n\n${plan.elsewhere} further sentence(s) of the company information belong to other sections and are drafted there.`
      : ''
  const ask = question?.trim() ? `\n\nQuestion to address in the draft: ${userText(question, 1000)}` : ''
  const user = `Draft the ${title} section for ${company} (industry: ${industry.trim() || 'not given'}). It covers ${SECTION_FOCUS[section]}.${context}

The elements of this section, with the company information placed under each:
<company_information>
${userText(info, MAX_COMPANY_CHARS)}
</company_information>${elsewhere}${ask}

Sources for what the standards require:

${numberedSources(sources)}

Start with "## ${title}".`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
