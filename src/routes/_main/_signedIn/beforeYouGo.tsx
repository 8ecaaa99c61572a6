import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BeforeYouGoProvider } from '../../../features/before-you-go/BeforeYouGoProvider.tsx';

/**
 * Before you go (doc 2 §2 beforeYouGo, §4 Interstitials): between the trolley's Checkout and the checkout.
 * The steps last for the visit, while the address moves from one to the next.
 */
export const Route = createFileRoute('/_main/_signedIn/beforeYouGo')({
  head: () => ({ meta: [{ title: 'Before you go' }] }),
  component: function BeforeYouGoRoute() {
    const { customerOrderId } = Route.useRouteContext();
    if (customerOrderId === null) throw new Error('The session names no customer order to check out');
    return (
      <BeforeYouGoProvider customerOrderId={customerOrderId}>
        <Outlet />
      </BeforeYouGoProvider>
    );
  },
});
