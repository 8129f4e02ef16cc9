import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react'

// The one Markdown renderer of the app. Raw HTML in the source is dropped (skipHtml), and link and image URLs go
// through react-markdown's defaultUrlTransform, which keeps exactly the product's link rule: relative URLs and the
// schemes http, https, irc, ircs, mailto and xmpp survive; any other URL becomes an empty string.
const components: Components = {
  h1: ({ children }) => (
    <Heading as="h2" size="xl" mt="4" mb="2">
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading as="h3" size="lg" mt="4" mb="2">
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading as="h4" size="md" mt="3" mb="2">
      {children}
    </Heading>
  ),
  h4: ({ children }) => (
    <Heading as="h5" size="sm" mt="3" mb="1">
      {children}
    </Heading>
  ),
  p: ({ children }) => (
    <Text mb="3" lineHeight="tall">
      {children}
    </Text>
  ),
  a: ({ href, children }) => {
    const external = href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href)
    return (
      <Link
        href={href}
        color="brand.fg"
        textDecoration="underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </Link>
    )
  },
  // A blanked image URL leaves no <img> at all (an empty src would refetch the page); its alt text stays readable.
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? (
      <img src={src} alt={alt ?? ''} style={{ maxWidth: '100%' }} />
    ) : (
      <Text as="span">{alt}</Text>
    ),
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" mb="3">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" mb="3">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="3px" borderColor="brand.muted" ps="3" color="fg.muted" mb="3">
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box as="pre" bg="bg.muted" p="3" borderRadius="md" overflowX="auto" mb="3" fontSize="sm">
      {children}
    </Box>
  ),
  code: ({ children, className }) =>
    className ? <code className={className}>{children}</code> : <Code>{children}</Code>,
  // A message may break long words anywhere; table cells must not, or a phone shows "Topi c". Cells keep a readable
  // width and a wide table scrolls sideways inside its box instead: a focusable region named after the heading above
  // it, so a keyboard can scroll it and a screen reader announces what it is (see labelTables).
  table: ({ children, node }) => {
    const label = typeof node?.properties['dataLabel'] === 'string' ? node.properties['dataLabel'] : 'Table'
    return (
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        overflowX="auto"
        mb="3"
        maxW="100%"
        className="markdown-table-scroll"
      >
        <Table.Root
          size="sm"
          variant="outline"
          aria-label={label}
          css={{ overflowWrap: 'normal', wordBreak: 'normal' }}
        >
          {children}
        </Table.Root>
      </Box>
    )
  },
  thead: ({ children }) => <Table.Header>{children}</Table.Header>,
  tbody: ({ children }) => <Table.Body>{children}</Table.Body>,
  tr: ({ children }) => <Table.Row>{children}</Table.Row>,
  th: ({ children, node }) =>
    node?.properties['scope'] === 'row' ? (
      // Sticky, so a row keeps its name while a wide table is scrolled sideways on a phone.
      <Table.ColumnHeader
        as="th"
        scope="row"
        minW="10rem"
        maxW="14rem"
        fontWeight="medium"
        textAlign="start"
        position="sticky"
        insetStart="0"
        bg="bg.panel"
        zIndex="1"
      >
        {children}
      </Table.ColumnHeader>
    ) : (
      <Table.ColumnHeader scope="col" minW="8rem">
        {children}
      </Table.ColumnHeader>
    ),
  td: ({ children }) => <Table.Cell minW="8rem">{children}</Table.Cell>,
}

// The few hast shapes labelTables reads; the full types belong to a package we do not depend on directly.
type HastNode = {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

function textOf(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')
}

/**
 * A rehype step for tables: each is labelled with the heading before it, and the first cell of each body row becomes
 * its row header, so a screen reader reads "Scope 3 emissions, Acme Mining: Not found" rather than a bare cell.
 */
function labelTables() {
  return (tree: HastNode) => {
    let heading: string | undefined
    for (const node of tree.children ?? []) {
      if (node.type !== 'element') continue
      if (/^h[1-6]$/.test(node.tagName ?? '')) heading = textOf(node).trim()
      if (node.tagName !== 'table') continue
      node.properties = { ...node.properties, dataLabel: heading ?? 'Table' }
      const body = node.children?.find((child) => child.tagName === 'tbody')
      for (const row of body?.children ?? []) {
        const first = row.children?.find((cell) => cell.type === 'element')
        if (first?.tagName === 'td') {
          first.tagName = 'th'
          first.properties = { ...first.properties, scope: 'row' }
        }
      }
    }
  }
}

export function Markdown({ children }: { children: string }) {
  return (
    <Box className="markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[labelTables]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </Box>
  )
}
