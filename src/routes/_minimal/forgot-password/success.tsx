import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkSentPage } from '../../../features/password-reset/ResetLinkSentPage.tsx';

export const Route = createFileRoute('/_minimal/forgot-password/success')({
  head: () => ({ meta: [{ title: 'Check your email' }] }),
  component: ResetLinkSentPage,
});
