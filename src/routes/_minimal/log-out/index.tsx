import { createFileRoute } from '@tanstack/react-router';
import { LoggedOutPage } from '../../../features/account/LoggedOutPage.tsx';
import { signOutOnArrival } from '../../../features/account/log-out.ts';

/** doc 1 §2.1 log-out, §4 Log out: arriving here signs the shopper out; the page says so once it is true. */
export const Route = createFileRoute('/_minimal/log-out/')({
  beforeLoad: async ({ context, cause }) => {
    // Only arriving signs out: not a preload (the pointer passing over a link), and not the session's own
    // visit to this page after a logout when the shopper is here already (a 'stay').
    if (cause !== 'enter') return;
    await signOutOnArrival(context.shop);
  },
  head: () => ({ meta: [{ title: 'Sign out' }] }),
  component: LoggedOutPage,
});
