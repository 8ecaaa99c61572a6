import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../../features/password-reset/ForgotPasswordPage.tsx';

export const Route = createFileRoute('/_minimal/forgot-password/')({
  head: () => ({ meta: [{ title: 'Forgotten password' }] }),
  component: ForgotPasswordPage,
});
