import { useQuery } from '@tanstack/react-query';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import { selectItemCount, selectKnownItemTotalPence } from '../../../machines/trolley.selectors.ts';
import {
  asksForDeliveryPass,
  deliveryPassQueryOptions,
} from '../../features/delivery-pass/delivery-pass.queries.ts';
import { BackToTop } from '../../features/header/BackToTop.tsx';
import { Header } from '../../features/header/Header.tsx';
import { headerViewModel } from '../../features/header/header.view-model.ts';
import { useScrollThresholds } from '../../features/header/use-scroll-thresholds.ts';
import { useOpenMultiSearch } from '../../features/multi-search/use-open-multi-search.ts';
import { useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { useOptionalAppSession, useSession } from '../../shop/door/session-hooks.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';

/**
 * The header wired to the app's actors: the trolley's count and total come from the trolley actor (changes
 * show at once); the slot button shows the customer slot actor's booked slot and 'Change Slot', or 'Book Slot'.
 * The search box reaches the shop's header search itself, and Multi-search opens the shop's modal.
 */
export function ShopHeader() {
  const session = useSession();
  // Signing out and returning to admin are offered only to a signed-in shopper: the session has loaded.
  const actor = useOptionalAppSession()?.actor;
  const { condensed, backToTop } = useScrollThresholds();
  const openMultiSearch = useOpenMultiSearch();
  const trolleyCount = useTrolleySelector(selectItemCount, 0);
  const trolleyTotalPence = useTrolleySelector(selectKnownItemTotalPence, null);
  const bookedSlot = useCustomerSlotSelector(selectBookedSlot, null);
  const { data: deliveryPass } = useQuery({
    ...deliveryPassQueryOptions(session.customerId),
    enabled: asksForDeliveryPass(session),
  });
  const model = headerViewModel({
    session,
    trolleyCount,
    trolleyTotalPence,
    hasBookedSlot: bookedSlot !== null,
    bookedSlot,
    deliveryPassStatus: deliveryPass?.status ?? null,
    staticRender: false,
    pride: false,
    condensed,
  });
  return (
    <>
      <Header
        model={model}
        onSignOut={() => actor?.send({ type: 'LOGOUT' })}
        onReturnToAdmin={() => actor?.send({ type: 'RETURN_TO_ADMIN' })}
        onOpenMultiSearch={openMultiSearch}
      />
      <BackToTop visible={backToTop} />
    </>
  );
}
