import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadingScreen } from './components/loading-screen'
import { verifyStoredSession } from './features/auth/api/session'
import { loadStoredUser, useAuth } from './lib/stored-user'
import type { createAppRouter } from './router'
import { system } from './theme'

type AppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }

export function App({ router, queryClient }: AppProps) {
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
    void verifyStoredSession()
  }, [])

  // Route guards run in beforeLoad; when the user changes (logout, a 401, another tab) they must run again so that,
  // for example, a page that needs a user redirects to /login.
  const email = auth.user?.email
  useEffect(() => {
    if (!auth.isLoading) void router.invalidate()
  }, [auth.isLoading, email, router])

  if (auth.isLoading) return <LoadingScreen />
  return <RouterProvider router={router} context={{ queryClient }} />
}
