import { createFileRoute, redirect } from '@tanstack/react-router'

// Any path the route table does not know redirects home.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
