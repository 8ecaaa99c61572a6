import { type ReactNode, useEffect } from 'react';
import { TrolleyMessages } from '../../features/trolley/TrolleyMessages.tsx';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { reportError } from '../error-reporting.ts';
import { inspect } from '../inspector.ts';
import { useOptionalAppSession } from '../session/SessionProvider.tsx';
import { TrolleyProvider } from './TrolleyProvider.tsx';

// The trolley's machine and calls are not needed for the first paint (issue 5): they load at once after it,
// while the session's token is being fetched, so the trolley is there by the time it can be loaded.
const trolleyCode = onDemand(() => import('./app-trolley.ts'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'trolley' });

/**
 * Gives the app its one trolley (created the first time, for the app's one session, and kept for the life
 * of the page), the abandoned-trolley beacon and the trolley's messages. Mounted once, at the root route.
 * Until its code and the session's have loaded there is no trolley: the header counts none and pods offer no Add yet.
 */
export function TrolleyRoot({ children }: { children: ReactNode }) {
  const session = useOptionalAppSession();
  const code = useOnDemand(trolleyCode, true, reportLoadFailure);
  const trolley = code && session ? code.appTrolleyOf(session, { inspect }) : null;
  useEffect(
    () => (code && session && trolley ? code.listenForAbandonedTrolley(session, trolley) : undefined),
    [code, session, trolley],
  );
  return (
    <TrolleyProvider trolley={trolley}>
      {children}
      <TrolleyMessages />
    </TrolleyProvider>
  );
}
