import { Outlet, createFileRoute } from '@tanstack/react-router'
import { PlainLayout } from '../components/layout/plain-layout'

export const Route = createFileRoute('/_plain')({
  component: () => (
    <PlainLayout>
      <Outlet />
    </PlainLayout>
  ),
})
