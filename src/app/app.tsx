import { ChakraProvider, type SystemContext } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { LoadingScreen } from './components/loading-screen'
import { verifyStoredSession } from './features/auth/api/session'
import { whenIdle } from './lib/idle'
import { loadStoredUser, useAuth } from './lib/stored-user'
import type { createAppRouter } from './router'

type AppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }

/** The app; `system` is Chakra's styling system from theme.ts, which boot.tsx builds in a task of its own. */
export function App({ router, queryClient, system }: AppProps & { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <GuardedRouter router={router} queryClient={queryClient} />
      </QueryClientProvider>
    </ChakraProvider>
  )
}

function GuardedRouter({ router, queryClient }: AppProps) {
  const auth = useAuth()

  useEffect(() => {
    loadStoredUser()
    // Once the browser is idle: starting a fetch is a few milliseconds that would otherwise join the first commit's
    // effects, one of the long tasks of a first visit (issue 16), and the first screen does not wait for the answer.
    whenIdle(() => void verifyStoredSession())
  }, [])

  // Route guards run in beforeLoad; when the user changes (logout, a 401, another tab) they must run again so that,
  // for example, a page that needs a user redirects to /login. Only a change: boot.tsx loads the route with the
  // stored user before the first render, and loading it again at mount would run its guards and code a second time
  // in the middle of start-up (issue 16). undefined while the stored user is being read.
  const email = auth.isLoading ? undefined : (auth.user?.email ?? null)
  const guardedFor = useRef(email)
  useEffect(() => {
    if (email === undefined || email === guardedFor.current) return
    guardedFor.current = email
    void router.invalidate()
  }, [email, router])

  if (auth.isLoading) return <LoadingScreen />
  return <RouterProvider router={router} context={{ queryClient }} />
}
