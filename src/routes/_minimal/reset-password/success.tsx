import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangedPage } from '../../../features/password-reset/PasswordChangedPage.tsx';

export const Route = createFileRoute('/_minimal/reset-password/success')({
  head: () => ({ meta: [{ title: 'Password changed' }] }),
  component: PasswordChangedPage,
});
