import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { ChatPage } from '../../features/chat/chat-page'

export const Route = createFileRoute('/_main/chat')({
  beforeLoad: requireSignedIn,
  // Loads no data: it starts the two largest parts of the page's code (the Markdown renderer, the device's database)
  // as imports of their own next to the page's chunk, so the browser runs each module graph as a task of its own
  // instead of all of them in one long task before the page can render (issue 16).
  loader: async () => {
    await Promise.all([import('../../components/markdown'), import('../../offline/hooks')])
  },
  component: ChatPage,
})
