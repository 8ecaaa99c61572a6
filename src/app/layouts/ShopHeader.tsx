import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import { selectItemCount, selectKnownItemTotalPence } from '../../../machines/trolley.selectors.ts';
import { BackToTop } from '../../features/header/BackToTop.tsx';
import { Header } from '../../features/header/Header.tsx';
import { headerViewModel } from '../../features/header/header.view-model.ts';
import type { HeaderSearchServices } from '../../features/header/header-search-services.ts';
import { useScrollThresholds } from '../../features/header/use-scroll-thresholds.ts';
import { useMultiSearchModal } from '../../features/multi-search/multi-search-context.ts';
import { useCustomerSlotSelector } from '../customer-slot/CustomerSlotProvider.tsx';
import { useOptionalAppSession, useSession } from '../session/SessionProvider.tsx';
import { useTrolleySelector } from '../trolley/TrolleyProvider.tsx';

/**
 * The header wired to the app's actors: the trolley's count and total come from the trolley actor (changes
 * show at once); the slot button shows the customer slot actor's booked slot and 'Change Slot', or 'Book Slot'.
 */
export function ShopHeader() {
  const session = useSession();
  // Signing out and returning to admin are offered only to a signed-in shopper: the session has loaded.
  const actor = useOptionalAppSession()?.actor;
  const { condensed, backToTop } = useScrollThresholds();
  const router = useRouter();
  const multiSearch = useMultiSearchModal();
  const trolleyCount = useTrolleySelector(selectItemCount, 0);
  const trolleyTotalPence = useTrolleySelector(selectKnownItemTotalPence, null);
  const bookedSlot = useCustomerSlotSelector(selectBookedSlot, null);
  // Suggestions and the stored history are the browser's; a search goes through the router.
  const searchServices = useMemo<Partial<HeaderSearchServices>>(
    () => ({ navigate: (path) => void router.navigate({ href: path }) }),
    [router],
  );
  const model = headerViewModel({
    session,
    trolleyCount,
    trolleyTotalPence,
    hasBookedSlot: bookedSlot !== null,
    bookedSlot,
    deliveryPassStatus: null,
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
        searchServices={searchServices}
        onOpenMultiSearch={multiSearch?.open}
      />
      <BackToTop visible={backToTop} />
    </>
  );
}
