import { createFileRoute } from '@tanstack/react-router';
import { LoggedOutPage } from '../../../features/account/LoggedOutPage.tsx';

export const Route = createFileRoute('/_minimal/log-out/')({
  head: () => ({ meta: [{ title: 'Signed out' }] }),
  component: LoggedOutPage,
});
