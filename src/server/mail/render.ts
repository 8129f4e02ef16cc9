// Builds the plain-text and HTML bodies of one mail from the same blocks, so the two versions never drift apart.
// Everything a user typed (names, organization, description) is escaped for HTML here and only here.

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'small'; text: string }

export type MailBody = { text: string; html: string }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function withLineBreaks(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>')
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'small':
      return block.text
    case 'button':
      return `${block.label}:\n${block.url}`
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n')
  }
}

const font = 'font-family:Arial,Helvetica,sans-serif;'

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${font}font-size:15px;line-height:1.5;color:#1f2933;margin:0 0 16px">${withLineBreaks(block.text)}</p>`
    case 'small':
      return `<p style="${font}font-size:13px;line-height:1.5;color:#52606d;margin:0 0 12px">${withLineBreaks(block.text)}</p>`
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="${font}display:inline-block;background:#68c8de;` +
        `color:#0b1f26;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
        `<p style="${font}font-size:13px;color:#52606d;margin:0 0 16px">If the button does not work, open this link:<br>` +
        `<a href="${escapeHtml(block.url)}" style="color:#1b6f82;word-break:break-all">${escapeHtml(block.url)}</a></p>`
      )
    case 'details':
      return (
        `<table role="presentation" style="${font}font-size:14px;border-collapse:collapse;margin:0 0 16px">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#52606d">${escapeHtml(label)}</th>` +
              `<td style="padding:4px 0;color:#1f2933">${withLineBreaks(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      )
  }
}

export function renderMail({
  productName,
  publicUrl,
  heading,
  blocks,
}: {
  productName: string
  publicUrl: string
  heading: string
  blocks: readonly MailBlock[]
}): MailBody {
  const text = [heading, '', ...blocks.flatMap((block) => [textOf(block), '']), `-- `, productName, publicUrl, ''].join(
    '\n',
  )
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>${escapeHtml(heading)}</title></head><body style="margin:0;padding:24px;background:#f4f6f8">` +
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">' +
    `<h1 style="${font}font-size:20px;color:#0b1f26;margin:0 0 24px">${escapeHtml(heading)}</h1>` +
    blocks.map(htmlOf).join('') +
    `<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 16px">` +
    `<p style="${font}font-size:12px;color:#7b8794;margin:0">${escapeHtml(productName)} &middot; ` +
    `<a href="${escapeHtml(publicUrl)}" style="color:#7b8794">${escapeHtml(publicUrl)}</a></p>` +
    '</div></body></html>'
  return { text, html }
}
