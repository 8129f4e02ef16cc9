import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AppShell } from '../components/layout/app-shell'

export const Route = createFileRoute('/_main')({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
})
