import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CustomerSlotMessages } from '../../features/slots/CustomerSlotMessages.tsx';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { reportError } from '../error-reporting.ts';
import { inspect } from '../inspector.ts';
import { useOptionalAppSession } from '../session/SessionProvider.tsx';
import { CustomerSlotProvider } from './CustomerSlotProvider.tsx';

// Like the trolley, the customer slot's machine and calls load just after first paint.
const customerSlotCode = onDemand(() => import('./app-customer-slot.ts'));

const reportLoadFailure = (error: unknown) => reportError(error, { caught: 'customer slot' });

/**
 * Gives the app its one customer slot (created the first time, for the app's one session) and its messages:
 * the expiry snackbar, 'Sorry, your slot has now expired.', 'Cancel reserved slot?' and 'Slot reservation
 * cancelled'. Mounted once, at the root route. Until its code and the session's have loaded the header
 * offers Book Slot.
 */
export function CustomerSlotRoot({ children }: { children: ReactNode }) {
  const session = useOptionalAppSession();
  const router = useRouter();
  const code = useOnDemand(customerSlotCode, true, reportLoadFailure);
  const customerSlot =
    code && session
      ? code.appCustomerSlotOf(session, { inspect, navigate: (path) => void router.navigate({ href: path }) })
      : null;
  return (
    <CustomerSlotProvider customerSlot={customerSlot}>
      {children}
      <CustomerSlotMessages />
    </CustomerSlotProvider>
  );
}
