import { defaultBranding } from '../../core/branding'
import { renderMail, type MailBlock } from './render'

// The five mails of the account lifecycle (issue 3). Links are built from PUBLIC_URL and point at the PWA's pages,
// which call the API; a mail client's link scanner opening them therefore changes nothing.

export type MailPurpose = 'confirm' | 'approval-request' | 'approved' | 'password-reset' | 'password-changed'

export type OutgoingMail = {
  to: string
  purpose: MailPurpose
  subject: string
  text: string
  html: string
  /** The links the mail exists to deliver; logged when mail goes to the outbox. */
  links: string[]
}

type Person = { email: string; firstName: string; lastName: string }
type Applicant = Person & { organization: string; description: string; createdAt: Date }

const product = defaultBranding.productName

// A subject is one header line; a name typed with line breaks must not make it two.
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

function compose(
  publicUrl: string,
  to: string,
  purpose: MailPurpose,
  subject: string,
  heading: string,
  blocks: MailBlock[],
): OutgoingMail {
  const links = blocks.flatMap((block) => (block.kind === 'button' ? [block.url] : []))
  return {
    to,
    purpose,
    subject: oneLine(subject),
    links,
    ...renderMail({ productName: product, publicUrl, heading, blocks }),
  }
}

function greeting(person: Person): string {
  return `Hello ${oneLine(person.firstName) || 'there'},`
}

export function confirmEmailMail(publicUrl: string, user: Person, token: string): OutgoingMail {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`
  return compose(
    publicUrl,
    user.email,
    'confirm',
    `Confirm your e-mail address for ${product}`,
    'Confirm your e-mail address',
    [
      { kind: 'paragraph', text: greeting(user) },
      {
        kind: 'paragraph',
        text: `Thank you for signing up to ${product}. Please confirm that this is your e-mail address.`,
      },
      { kind: 'button', label: 'Confirm my e-mail address', url: link },
      {
        kind: 'paragraph',
        text: 'After you confirm, an administrator reviews your account. We will e-mail you when it is approved.',
      },
      {
        kind: 'small',
        text: 'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
      },
    ],
  )
}

export function approvalRequestMail(
  publicUrl: string,
  adminEmail: string,
  user: Applicant,
  token: string,
): OutgoingMail {
  const link = `${publicUrl}/approve-user?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`
  const name = oneLine(`${user.firstName} ${user.lastName}`)
  return compose(
    publicUrl,
    adminEmail,
    'approval-request',
    `Approval needed: ${name} (${user.organization}) signed up for ${product}`,
    'A new account is waiting for approval',
    [
      { kind: 'paragraph', text: `${name} signed up and confirmed their e-mail address. Please review the account.` },
      {
        kind: 'details',
        rows: [
          ['Name', name],
          ['Organization', user.organization],
          ['E-mail', user.email],
          ['Description', user.description || '(none given)'],
          ['Signed up', user.createdAt.toISOString()],
        ],
      },
      { kind: 'button', label: 'Approve this account', url: link },
      {
        kind: 'small',
        text:
          'The link works once and expires in 7 days. Only approve people you expect. From a terminal on the server: ' +
          `npm run admin -- approve ${user.email}`,
      },
    ],
  )
}

export function accountApprovedMail(publicUrl: string, user: Person): OutgoingMail {
  const link = `${publicUrl}/login`
  return compose(
    publicUrl,
    user.email,
    'approved',
    `Your ${product} account has been approved`,
    'Your account is ready',
    [
      { kind: 'paragraph', text: greeting(user) },
      { kind: 'paragraph', text: `An administrator has approved your ${product} account. You can log in now.` },
      { kind: 'button', label: 'Log in', url: link },
    ],
  )
}

export function passwordResetMail(publicUrl: string, user: Person, token: string): OutgoingMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  return compose(publicUrl, user.email, 'password-reset', `Reset your ${product} password`, 'Reset your password', [
    { kind: 'paragraph', text: greeting(user) },
    {
      kind: 'paragraph',
      text: 'Someone asked to reset the password of your account. If it was you, choose a new password:',
    },
    { kind: 'button', label: 'Choose a new password', url: link },
    {
      kind: 'small',
      text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
  ])
}

export function passwordChangedMail(publicUrl: string, user: Person, when: Date): OutgoingMail {
  const link = `${publicUrl}/forgot-password`
  return compose(
    publicUrl,
    user.email,
    'password-changed',
    `Your ${product} password was changed`,
    'Your password was changed',
    [
      { kind: 'paragraph', text: greeting(user) },
      {
        kind: 'paragraph',
        text: `The password of your ${product} account was changed at ${when.toISOString()}. Other devices were signed out.`,
      },
      { kind: 'paragraph', text: 'If this was not you, reset your password at once and tell your administrator:' },
      { kind: 'button', label: 'Reset my password', url: link },
    ],
  )
}
