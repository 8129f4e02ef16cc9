import type { DraftInput, TcfdPillar } from '../../../core/engine/types'
import { EXPERT_ROLE, GROUNDING_RULES, numberedSources, pillarTitles, userText, type PromptMessage, type PromptSource } from './prompt-parts'

// The Write Assist prompt: draft one TCFD section from what the company wrote. The company information is the only
// source of facts about the company; everything the standard needs and the company has not said becomes a visible
// placeholder, because an invented board committee or emissions figure in a draft is worse than a gap.

export type SectionDraftPrompt = DraftInput & { sources: readonly PromptSource[] }

const SECTION_FOCUS: Record<TcfdPillar, string> = {
  governance: 'the governance body or bodies that oversee climate-related risks and opportunities, and management’s role in assessing and managing them',
  strategy: 'the climate-related risks and opportunities, their effects on the business model, value chain, strategy and financial position, the transition plan, and climate resilience including scenario analysis',
  risk_management: 'the processes used to identify, assess, prioritise and monitor climate-related risks and opportunities, and how they are integrated into overall risk management',
  metrics_targets: 'the metrics used, greenhouse gas emissions (Scope 1, 2 and 3), the cross-industry metrics, and the climate-related targets and progress against them',
}

const SYSTEM = `${EXPERT_ROLE}

Task: draft one section of a company's climate-related disclosure, ready for the company to review and complete.
- Write the section as the company would publish it, about the company by name or as "we", under ### headings for the elements the source passages say this section must cover.
- Facts about the company (its bodies, people, processes, risks, figures, targets and dates) come only from the company information in the user's message. Use them faithfully; do not embellish or extend them. They need no citation.
- For every element the sources require that the company information does not cover, write a placeholder in bold exactly in this form: **[To be provided: what the company must supply]**. Never fill a gap with an assumption, a typical example or an industry average.
- Where you say what the standard requires, cite the source passage, for example "AASB S2 requires … [2]".
- The industry only tells you which matters to prompt for in placeholders; it is not a source of facts about the company.
- If the user asks a question, answer it in its own ### subsection from the sources, or say that the sources do not cover it.

${GROUNDING_RULES}`

const MAX_COMPANY_CHARS = 12000

export function buildSectionDraftMessages({ section, companyName, companyInfo, industry, question, sources }: SectionDraftPrompt): PromptMessage[] {
  const title = pillarTitles[section]
  const company = companyName.trim() || 'the company'
  const info = companyInfo.trim() ? userText(companyInfo, MAX_COMPANY_CHARS) : '(The company has not written anything yet.)'
  const ask = question?.trim() ? `\n\nQuestion to address in the draft: ${userText(question, 1000)}` : ''
  const user = `Draft the ${title} section for ${company} (industry: ${industry.trim() || 'not given'}). It covers ${SECTION_FOCUS[section]}.

Company information, as written by ${company}:
<company_information>
${info}
</company_information>${ask}

Sources for what the standards require:

${numberedSources(sources)}

Start with "## ${title}".`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
