import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { ChatPage } from '../../features/chat/chat-page'

export const Route = createFileRoute('/_main/chat')({ beforeLoad: requireSignedIn, component: ChatPage })
