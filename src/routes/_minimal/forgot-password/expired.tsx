import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkExpiredPage } from '../../../features/password-reset/ResetLinkExpiredPage.tsx';

export const Route = createFileRoute('/_minimal/forgot-password/expired')({
  head: () => ({ meta: [{ title: 'Link expired' }] }),
  component: ResetLinkExpiredPage,
});
