import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { createLogger, logDestination } from './logger'

function capture() {
  const lines: string[] = []
  return { lines, logger: createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) }) }
}

test('passwords, hashes, tokens, cookies and authorization headers are censored at the top level and one level down', () => {
  const { lines, logger } = capture()
  logger.info(
    {
      password: 'pw-top',
      hash: 'hash-top',
      token: 'token-top',
      user: { passwordHash: 'hash-nested', password_hash: 'hash-column', new_password: 'pw-new' },
      headers: {
        cookie: 'cda_session=cookie-value',
        authorization: 'Bearer auth-value',
        'set-cookie': 'cda_session=set-value',
      },
      link: { tokenHash: 'token-hash-value' },
      kept: 'visible',
    },
    'secrets',
  )
  const line = lines.join('')
  for (const secret of [
    'pw-top',
    'hash-top',
    'token-top',
    'hash-nested',
    'hash-column',
    'pw-new',
    'cookie-value',
    'auth-value',
    'set-value',
    'token-hash-value',
  ]) {
    expect(line).not.toContain(secret)
  }
  expect(JSON.parse(line)).toMatchObject({ kept: 'visible', password: '[redacted]', headers: { cookie: '[redacted]' } })
})

test('an error carrying statement values logs neither its params nor a database detail quoting the row', () => {
  const { lines, logger } = capture()
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    severity: 'ERROR',
    code: '23505',
    constraint: 'users_email_unique',
    detail: 'Key (email)=(ada@example.com) already exists.',
    params: ['ada@example.com', '$argon2id$secret'],
  })
  const error = new Error(
    'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,$argon2id$secret',
    { cause },
  )
  logger.error({ err: error }, 'failed')
  const line = lines.join('')
  expect(line).not.toContain('argon2id')
  expect(line).not.toContain('ada@example.com')
  expect(JSON.parse(line)).toMatchObject({
    err: {
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    },
  })
})

function collected() {
  let text = ''
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8')
      done()
    },
  })
  return { out, text: () => text }
}

test('in a terminal each entry is one readable line, still censored; elsewhere it is a JSON line', () => {
  const terminal = collected()
  createLogger({ logLevel: 'info' }, logDestination(true, terminal.out)).info(
    { port: 8787, password: 'pw-secret' },
    'Server listening',
  )
  const line = terminal.text()
  expect(line).not.toMatch(/^\{/)
  expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Server listening\n/)
  expect(line).toContain('port: 8787')
  expect(line).toContain('[redacted]')
  expect(line).not.toContain('pw-secret')

  const pipe = collected()
  createLogger({ logLevel: 'info' }, logDestination(false, pipe.out)).info({ port: 8787 }, 'Server listening')
  expect(JSON.parse(pipe.text())).toMatchObject({ level: 30, msg: 'Server listening', port: 8787 })
})
