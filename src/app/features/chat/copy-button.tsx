import { Button } from '@chakra-ui/react'
import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { log } from '../../lib/logger'

const SHOWN_MS = 2000

/** Copies an answer's Markdown to the clipboard and says so for a moment. */
export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch (error) {
      // No clipboard (an insecure origin) or the browser refused it.
      log.warn('Could not copy the answer', error)
      setState('failed')
    }
  }

  return (
    <Button size="xs" variant="ghost" color="fg.muted" onClick={() => void copy()} aria-label={state === 'idle' ? 'Copy answer' : undefined}>
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy'}
    </Button>
  )
}
