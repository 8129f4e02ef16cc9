import { expect, test } from 'vitest'
import type { ChatMessageRecord } from '../../offline/records'
import { chatFileName, chatMarkdown } from './chat-export'

const ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'

test.each([
  ['Board oversight of climate risk', 'board_oversight_of_climate_risk.md'],
  ['Scope 3: what & how?', 'scope_3_what_how.md'],
  ['  Émissions — Scope 1/2  ', 'missions_scope_1_2.md'],
  ['keep_under-scores and-hyphens', 'keep_under-scores_and-hyphens.md'],
  ['__Already__snake__', 'already__snake.md'],
])('the file name of a chat titled %j is %s', (title, expected) => {
  expect(chatFileName({ id: ID, title })).toBe(expected)
})

test.each([null, '', '   ', '!!! ??? …'])(
  'a chat whose title is %j is named chat_ and the first 8 characters of its id',
  (title) => {
    expect(chatFileName({ id: ID, title })).toBe('chat_1a2b3c4d.md')
  },
)

test('the short id is sanitised too', () => {
  expect(chatFileName({ id: 'AB.CD EF9-rest', title: null })).toBe('chat_ab_cd_ef.md')
})

test('the name is cut to 60 characters before the extension', () => {
  const name = chatFileName({ id: ID, title: `${'a'.repeat(50)} ${'b'.repeat(30)}` })
  expect(name).toBe(`${'a'.repeat(50)}_${'b'.repeat(9)}.md`)
  expect(name.length).toBe(63)
})

function message(
  fields: Partial<ChatMessageRecord> & Pick<ChatMessageRecord, 'id' | 'role' | 'content' | 'timestamp'>,
): ChatMessageRecord {
  return { sessionId: ID, userEmail: 'ada@example.com', position: 1, syncState: 'sent', ...fields }
}

test('the export has the title as heading, then each message under its role and date, answers with their sources', () => {
  const asked = new Date(2026, 2, 5, 9, 7).toISOString()
  const answered = new Date(2026, 2, 5, 9, 8).toISOString()
  const messages = [
    message({ id: 'q1', role: 'user', content: 'What is Scope 3?', timestamp: asked }),
    message({
      id: 'a0',
      role: 'assistant',
      content: 'Scope 3 covers the value chain [1].\n\n**Sources**\n\n1. Old list line',
      timestamp: answered,
      offline: true,
      replyTo: 'q1',
      sources: [
        {
          n: 1,
          kind: 'passage',
          id: 'p1',
          title: 'Scope 3 emissions',
          reference: 'AASB S2 para 29(a)(vi)',
          url: 'https://example.org/s2',
        },
        {
          n: 2,
          kind: 'report',
          id: 'r1',
          title: 'Climate report',
          reference: 'Acme Ltd, Climate report (2024)',
          synthetic: true,
        },
      ],
    }),
    message({
      id: 'a1',
      role: 'assistant',
      content: 'Scope 3 emissions are',
      timestamp: answered,
      stopped: true,
      replyTo: 'q1',
    }),
    message({ id: 'q2', role: 'user', content: 'And Scope 4?', timestamp: answered, syncState: 'failed' }),
  ]

  expect(chatMarkdown({ id: ID, title: 'Value chain' }, messages)).toBe(
    [
      '# Value chain',
      '## You · March 5, 2026 at 9:07 AM',
      'What is Scope 3?',
      '## Assistant · March 5, 2026 at 9:08 AM · Offline answer',
      'Scope 3 covers the value chain [1].',
      '**Sources**',
      '1. Scope 3 emissions — AASB S2 para 29(a)(vi) (https://example.org/s2)\n2. Acme Ltd, Climate report (2024) (synthetic demonstration report)',
      '## Assistant · March 5, 2026 at 9:08 AM · Stopped',
      'Scope 3 emissions are',
      '## You · March 5, 2026 at 9:08 AM · Not sent',
      'And Scope 4?',
    ].join('\n\n') + '\n',
  )
})

test('a chat without a title is exported under its short id', () => {
  expect(chatMarkdown({ id: ID, title: null }, [])).toBe('# Chat 1a2b3c4d\n')
})
