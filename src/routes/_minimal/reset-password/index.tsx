import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/password-reset/ResetPasswordPage.tsx';
import {
  isUsableResetLink,
  validateResetPasswordSearch,
} from '../../../features/password-reset/reset-password.search.ts';

/** doc 1 §2.4: a link whose exp is missing or past goes to the forgot-password expired page. */
export const Route = createFileRoute('/_minimal/reset-password/')({
  validateSearch: validateResetPasswordSearch,
  beforeLoad: ({ search }) => {
    if (!isUsableResetLink(search, Date.now())) {
      throw redirect({ to: '/forgot-password/expired', replace: true });
    }
  },
  head: () => ({ meta: [{ title: 'Reset your password' }] }),
  component: function ResetPasswordRoute() {
    const { token = '' } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
