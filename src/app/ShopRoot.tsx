import type { ReactNode } from 'react';
import { MultiSearchDialog } from '../features/multi-search/MultiSearchDialog.tsx';
import { CustomerSlotMessages } from '../features/slots/CustomerSlotMessages.tsx';
import { TrolleyMessages } from '../features/trolley/TrolleyMessages.tsx';
import { type ShopDoor, ShopProvider } from '../shop/door/door.tsx';
import { SessionModals } from './session/SessionModals.tsx';

/**
 * The one root of the running shop (src/shop): shares its door with the React tree and shows the session's
 * and the call layer's modals over any page. Mounted once, by main.tsx.
 */
export function ShopRoot({ door, children }: { door: ShopDoor; children: ReactNode }) {
  return (
    <ShopProvider door={door}>
      {children}
      <SessionModals />
    </ShopProvider>
  );
}

/**
 * The messages of the shop's long-lived actors, over any page: the trolley's (doc 2 §4, §8), the customer
 * slot's (expiry, 'Sorry, your slot has now expired.', 'Cancel reserved slot?') and the multi-search modal.
 * Mounted once, inside the router (they link to pages), by the root route. Each loads its views only when it
 * has something to show.
 */
export function ShopMessages() {
  return (
    <>
      <TrolleyMessages />
      <CustomerSlotMessages />
      <MultiSearchDialog />
    </>
  );
}
