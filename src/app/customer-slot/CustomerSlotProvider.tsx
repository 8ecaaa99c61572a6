import { createContext, type ReactNode, use } from 'react';
import type { CustomerSlotSnapshot } from '../../../machines/customer-slot.machine.ts';
import { useSelector } from '../../ui/use-selector.ts';
import type { AppCustomerSlot, CustomerSlotActor } from './app-customer-slot.ts';

const CustomerSlotContext = createContext<AppCustomerSlot | null>(null);

/** Shares the app's one customer slot (src/app/customer-slot/app-customer-slot.ts) with the React tree. */
export function CustomerSlotProvider({
  customerSlot,
  children,
}: {
  customerSlot: AppCustomerSlot | null;
  children: ReactNode;
}) {
  return <CustomerSlotContext value={customerSlot}>{children}</CustomerSlotContext>;
}

/** The customer slot actor; null until its code has loaded, and outside a provider. */
export function useCustomerSlotActor(): CustomerSlotActor | null {
  return use(CustomerSlotContext)?.actor ?? null;
}

/** One value of the customer slot, read with a selector of machines/customer-slot.selectors.ts. */
export function useCustomerSlotSelector<T>(
  selector: (snapshot: CustomerSlotSnapshot) => T,
  fallback: T,
  compare?: (a: T, b: T) => boolean,
): T {
  const actor = useCustomerSlotActor() ?? undefined;
  return useSelector(
    actor,
    (snapshot: CustomerSlotSnapshot | undefined) => (snapshot ? selector(snapshot) : fallback),
    compare,
  );
}
