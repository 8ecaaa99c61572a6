import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CheckoutLayout } from '../app/layouts/CheckoutLayout.tsx';

/** The checkout's own layout (doc 2 §2): logo, 'Secure Checkout', the help line, its own error boundary. */
export const Route = createFileRoute('/_checkout')({
  component: () => (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ),
});
