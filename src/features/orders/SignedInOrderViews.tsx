import { HeaderAmendBanner } from './HeaderAmendBanner.tsx';
import { OrderActionMessages } from './OrderActionMessages.tsx';

/**
 * What the main layout shows of a signed-in shopper's orders on every page: the amend banner under the
 * header, and the order actions' confirmations and messages. Loaded after first paint, for signed-in
 * shoppers only (src/app/layouts/MainLayout.tsx).
 */
export function SignedInOrderViews() {
  return (
    <>
      <HeaderAmendBanner />
      <OrderActionMessages />
    </>
  );
}
