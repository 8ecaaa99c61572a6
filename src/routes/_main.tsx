import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MainLayout } from '../app/layouts/MainLayout.tsx';

/** The main shell (doc 1 §2.1, §2.3): every shop page that is not checkout-like or a sign-in page. */
export const Route = createFileRoute('/_main')({
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
});
