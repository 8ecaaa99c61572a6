import { createFileRoute } from '@tanstack/react-router';
import { AccountLockedPage } from '../../../features/password-reset/AccountLockedPage.tsx';

export const Route = createFileRoute('/_minimal/forgot-password/locked')({
  head: () => ({ meta: [{ title: 'Account locked' }] }),
  component: AccountLockedPage,
});
