import { Component, type ReactNode } from 'react'

// The device database's live queries (dexie-react-hooks) throw while rendering when IndexedDB cannot be read
// (private browsing, storage evicted or full). This keeps such a failure to one part of a screen, which then shows its
// own message with Retry; Retry mounts the part again for a new read, and so does a new `resetKey` (another chat
// chosen, say).
type Props = {
  onError: (error: unknown) => void
  fallback: (retry: () => void) => ReactNode
  resetKey?: string | null
  children: ReactNode
}

export class ReadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry()
  }

  retry = () => this.setState({ failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
