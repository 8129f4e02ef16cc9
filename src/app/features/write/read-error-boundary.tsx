import { Component, type ReactNode } from 'react'

// The device database's live queries (dexie-react-hooks) throw while rendering when IndexedDB cannot be read
// (private browsing, storage evicted or full). This catches such a failure for one part of the screen, so the page
// can show its own message instead of the whole app falling over; `retry` mounts the part again for a new read.
type Props = { onError: (error: unknown) => void; fallback: (retry: () => void) => ReactNode; children: ReactNode }

export class ReadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  retry = () => this.setState({ failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
