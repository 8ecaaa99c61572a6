import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MinimalLayout } from '../app/layouts/MinimalLayout.tsx';

/**
 * The minimal layout (doc 1 §2.2): a reduced header and footer, no site banner, for checkout-like pages,
 * sign-in, registration, forgot password and order confirmation.
 */
export const Route = createFileRoute('/_minimal')({
  component: () => (
    <MinimalLayout>
      <Outlet />
    </MinimalLayout>
  ),
});
