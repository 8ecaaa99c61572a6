import { createFileRoute } from '@tanstack/react-router';
import { LogOutErrorPage } from '../../../features/account/LogOutErrorPage.tsx';

/** doc 1 §8 "Logout failure": where the session sends the shopper when both attempts to log out failed. */
export const Route = createFileRoute('/_minimal/log-out/error')({
  // The page reads and drives the session: it waits for the session's code (loaded after first paint).
  beforeLoad: async ({ context }) => {
    await context.shop.ready();
  },
  head: () => ({ meta: [{ title: 'Unable to log out' }] }),
  component: LogOutErrorPage,
});
