import type { CustomerSlotSnapshot } from '../../../machines/customer-slot.machine.ts';
import { useSelector } from '../../ui/use-selector.ts';
import type { CustomerSlotActor } from '../customer-slot.ts';
import { useShop } from './door.tsx';

/** The customer slot actor once the shop has arrived; null before (the header offers Book Slot). */
export function useCustomerSlotActor(): CustomerSlotActor | null {
  return useShop()?.customerSlot.actor ?? null;
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
