import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shallowEqual } from '@xstate/react';
import { useState } from 'react';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import type { TrolleyActor, TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import {
  selectIsBusy,
  selectIsLoading,
  selectItemCount,
  selectItemTotalPence,
  selectLines,
  selectLoadFailed,
  selectServerTrolley,
} from '../../../machines/trolley.selectors.ts';
import { checkoutBlocker } from '../../domain/checkout.ts';
import { trolleyCountLabel } from '../../domain/counts.ts';
import { formatMoney } from '../../domain/money.ts';
import { RESTRICTION_WORDING } from '../../domain/slot-restrictions.ts';
import { TROLLEY_MESSAGES, type TrolleyItem, type TrolleyProduct } from '../../domain/trolley.ts';
import { useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { useShop } from '../../shop/door/door.tsx';
import { useSession } from '../../shop/door/session-hooks.ts';
import { useAppTrolley, useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import type { AppTrolley } from '../../shop/trolley/trolley.ts';
import { Button, buttonClassName } from '../../ui/Button.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { TrolleyMealDeals } from '../meal-deals/TrolleyMealDeals.tsx';
import { TrolleyPromoCodes } from '../money-off/TrolleyPromoCodes.tsx';
import { AmendBanner } from '../orders/AmendBanner.tsx';
import { EmptyTrolleyButton } from './EmptyTrolleyButton.tsx';
import { InstantCheckoutModal } from './InstantCheckoutModal.tsx';
import { MissedOffers } from './MissedOffers.tsx';
import { Recommendations } from './Recommendations.tsx';
import { TrolleyLine, type TrolleyLineActions } from './TrolleyLine.tsx';
import styles from './TrolleyPage.module.css';
import { TrolleySummary } from './TrolleySummary.tsx';
import { trolleyRecommendationsQueryOptions } from './trolley.queries.ts';
import { conflictCounts, minimumSpendView, trolleyTotals } from './trolley-page.view-model.ts';

function lineActions(actor: TrolleyActor, line: TrolleyItem): TrolleyLineActions {
  return {
    change: (fields) =>
      actor.send({
        type: 'CHANGE',
        change: {
          kind: 'item',
          lineNumber: line.lineNumber,
          productId: line.productId,
          ...fields,
        },
      }),
    swap: (product) =>
      actor.send({ type: 'CHANGE', change: { kind: 'replace', trolleyItemId: line.trolleyItemId, product } }),
  };
}

const selectItemStates = (snapshot: TrolleySnapshot) => snapshot.context.itemStates;

/**
 * The trolley page (doc 2 §2 Trolley page): the lines with their quantities, prices, offers, notes and
 * conflicts; empty trolley, substitute-all, remove with undo, lock and unlock, swap-unavailable; the totals
 * and the minimum spend; 8 recommended products; and the instant checkout modal when it is allowed.
 */
export function TrolleyPage() {
  const trolley = useAppTrolley();
  if (!trolley) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>My Trolley</h1>
        <p role="status">Loading your trolley…</p>
      </div>
    );
  }
  return <TrolleyPageView trolley={trolley} />;
}

function TrolleyPageView({ trolley: appTrolley }: { trolley: AppTrolley }) {
  const { actor } = appTrolley;
  const { customerId, isSignedIn, hasStarted } = useSession();
  const lines = useTrolleySelector(selectLines, []);
  const server = useTrolleySelector(selectServerTrolley, null);
  const itemTotalPence = useTrolleySelector(selectItemTotalPence, 0);
  const itemCount = useTrolleySelector(selectItemCount, 0);
  const states = useTrolleySelector(selectItemStates, {}, shallowEqual);
  const loading = useTrolleySelector(selectIsLoading, true);
  const loadFailed = useTrolleySelector(selectLoadFailed, false);
  const busy = useTrolleySelector(selectIsBusy, false);
  const [instantCheckout, setInstantCheckout] = useState(false);
  const bookedSlot = useCustomerSlotSelector(selectBookedSlot, null);
  const shop = useShop();

  const recommendations = useQuery({
    ...trolleyRecommendationsQueryOptions(customerId, actor, appTrolley.api),
    enabled: hasStarted && isSignedIn,
  });

  const totals = trolleyTotals(server, itemTotalPence);
  const minimum = minimumSpendView(server, itemTotalPence);
  const { unavailable: unavailableCount, restricted: restrictedCount } = conflictCounts(server);
  const blocked = server
    ? checkoutBlocker({
        lines: lines.length,
        slotBooked: bookedSlot !== null,
        minimumSpendMet: server.trolleyTotals.minimumSpendThresholdMet,
        minimumSpend: formatMoney(
          bookedSlot && bookedSlot.slotType !== 'DELIVERY'
            ? server.trolleyTotals.collectionMinimumOrderValue
            : server.trolleyTotals.deliveryMinimumOrderValue,
        ),
        hardConflicts: server.trolleyTotals.trolleyItemCounts.hardConflicts,
      })
    : null;
  // doc 2 §4: while an order is being amended, checking out updates it.
  const checkoutLabel = server?.amendingOrder ? 'Update order' : 'Checkout';
  const quantityOf = (lineNumber: string) =>
    lines.find((line) => line.lineNumber === lineNumber)?.quantity.amount ?? 0;
  const addRecommended = (product: TrolleyProduct, quantity: { amount: number; uom: string }) =>
    actor.send({
      type: 'CHANGE',
      change: { kind: 'item', lineNumber: product.lineNumber, productId: product.id, quantity, product },
    });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          My Trolley{' '}
          <span className={styles.count} data-testid="trolley-page-count">
            ({trolleyCountLabel(itemCount)} {itemCount === 1 ? 'item' : 'items'})
          </span>
        </h1>
        {server && lines.length > 0 && (
          <div className={styles.headerActions}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={server.substitutionsAllowed}
                onChange={(event) =>
                  actor.send({
                    type: 'CHANGE',
                    change: { kind: 'substitutions', allowed: event.target.checked },
                  })
                }
              />
              Allow substitutes for all items
            </label>
            <EmptyTrolleyButton onEmpty={() => actor.send({ type: 'CHANGE', change: { kind: 'empty' } })} />
          </div>
        )}
      </header>

      <AmendBanner placement="page" />

      {loadFailed && (
        <ErrorPanel
          title="Sorry, we couldn’t load your trolley"
          onRetry={() => actor.send({ type: 'RELOAD' })}
        >
          <p>Please check your connection and try again.</p>
        </ErrorPanel>
      )}

      {loading && !server && <p role="status">Loading your trolley…</p>}

      <div className={styles.layout}>
        <div className={styles.main}>
          {unavailableCount > 0 && (
            <div className={styles.unavailableNotice} role="note">
              <h2 className={styles.sectionTitle}>{TROLLEY_MESSAGES.unavailableItems}</h2>
              <p>
                {unavailableCount} {unavailableCount === 1 ? 'item is' : 'items are'} not available. Remove or
                swap them before you check out.
              </p>
            </div>
          )}
          {restrictedCount > 0 && (
            <div className={styles.unavailableNotice} role="note">
              <h2 className={styles.sectionTitle}>{RESTRICTION_WORDING.modalTitle}</h2>
              <p>
                {restrictedCount} {restrictedCount === 1 ? 'item' : 'items'} can't be delivered or collected
                in your slot. Change your slot or remove {restrictedCount === 1 ? 'it' : 'them'} before you
                check out.
              </p>
            </div>
          )}
          {server && lines.length === 0 && (
            <div className={styles.empty}>
              <p>Your trolley is empty.</p>
              <a href="/ecom/shop/browse/groceries">Start shopping</a>
            </div>
          )}
          {lines.length > 0 && (
            <ul className={styles.lines} aria-label="Items in your trolley">
              {lines.map((line) => (
                <TrolleyLine
                  key={line.lineNumber}
                  line={line}
                  trolley={server}
                  state={states[line.lineNumber] ?? null}
                  actions={lineActions(actor, line)}
                />
              ))}
            </ul>
          )}
          {server && lines.length > 0 && <TrolleyMealDeals />}
          {server && lines.length > 0 && <MissedOffers trolley={server} />}
        </div>
        {server && (
          <aside className={styles.aside} aria-label="Trolley summary">
            <TrolleySummary totals={totals} minimum={minimum} pending={busy} />
            {shop && isSignedIn && lines.length > 0 && (
              <TrolleyPromoCodes key={server.orderId} shop={shop} orderId={server.orderId} />
            )}
            {lines.length > 0 &&
              (blocked || busy ? (
                <>
                  <Button block disabled aria-describedby="checkout-blocked">
                    {checkoutLabel}
                  </Button>
                  <p id="checkout-blocked" className={styles.checkoutBlocked}>
                    {busy ? 'Saving your changes…' : blocked}
                  </p>
                </>
              ) : (
                <Link
                  to="/beforeYouGo"
                  className={buttonClassName({ block: true })}
                  onClick={() => shop?.checkout.trackEnterCheckout()}
                >
                  {checkoutLabel}
                </Link>
              ))}
            {server.instantCheckout === 'ALLOWED' && lines.length > 0 && (
              <>
                <Button block variant="secondary" onClick={() => setInstantCheckout(true)}>
                  Instant checkout
                </Button>
                <InstantCheckoutModal
                  open={instantCheckout}
                  total={totals.total}
                  itemCount={itemCount}
                  onClose={() => setInstantCheckout(false)}
                />
              </>
            )}
          </aside>
        )}
      </div>

      {recommendations.data && (
        <Recommendations
          products={recommendations.data}
          quantityOf={quantityOf}
          onQuantityChange={addRecommended}
        />
      )}
    </div>
  );
}
