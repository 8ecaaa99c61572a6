import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { selectIsLoading, selectLines } from '../../../machines/trolley.selectors.ts';
import type { PreviousOrderLine } from '../../contract/orders.ts';
import { formatDate } from '../../domain/dates.ts';
import type { TrolleyProduct } from '../../domain/trolley.ts';
import { useAppTrolley, useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { shallowEqual } from '../../ui/use-selector.ts';
import { Recommendations } from '../trolley/Recommendations.tsx';
import { PreviousOrderLines } from './PreviousOrderLines.tsx';
import styles from './ShopFromOrder.module.css';
import { previousOrderQueryOptions } from './shop-from-order.queries.ts';
import {
  addAllButtonOf,
  addAllChanges,
  addAllStateOf,
  linesSummary,
  previousLinesOf,
  SHOP_FROM_ORDER_TEXT,
} from './shop-from-order.view-model.ts';

const selectItemStates = (snapshot: TrolleySnapshot) => snapshot.context.itemStates;
const NO_LINES: never[] = [];

/**
 * Shop from a previous order (doc 2 §2 myaccount/my-orders/order/shop-from-order/{customerOrderId}): what was
 * ordered, each product as it is sold today with its quantity control, 'Add all to trolley', the lines no
 * longer sold, and recommended products. Every change goes to the trolley actor, as pods' do; how far
 * 'Add all' has got is read from the trolley.
 */
export function ShopFromOrderPage({
  customerId,
  customerOrderId,
}: {
  customerId: number;
  customerOrderId: string;
}) {
  const { data } = useSuspenseQuery(previousOrderQueryOptions(customerId, customerOrderId));
  const trolley = useAppTrolley();
  const trolleyLines = useTrolleySelector(selectLines, NO_LINES);
  const itemStates = useTrolleySelector(selectItemStates, {}, shallowEqual);
  // Until the trolley has loaded, what it already holds is not known: Add all waits for it.
  const trolleyLoading = useTrolleySelector(selectIsLoading, true);
  const { order } = data;

  if (!order) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{SHOP_FROM_ORDER_TEXT.title}</h1>
        <Notice severity="INFORMATIVE">
          <p>{SHOP_FROM_ORDER_TEXT.orderNotFound}</p>
        </Notice>
        <Link to="/myaccount/my-orders/order/shop-from-order">{SHOP_FROM_ORDER_TEXT.chooseAnother}</Link>
      </div>
    );
  }

  const lines = previousLinesOf(order.lines, trolleyLines);
  const button = addAllButtonOf(addAllStateOf(order.lines, trolleyLines, itemStates));
  const change = (product: TrolleyProduct, quantity: { amount: number; uom: string }) =>
    trolley?.actor.send({
      type: 'CHANGE',
      change: { kind: 'item', lineNumber: product.lineNumber, productId: product.id, quantity, product },
    });
  const addAll = (orderLines: readonly PreviousOrderLine[]) => {
    for (const item of addAllChanges(orderLines, trolleyLines)) {
      trolley?.actor.send({ type: 'CHANGE', change: item });
    }
  };
  const quantityOf = (lineNumber: string) =>
    trolleyLines.find((line) => line.lineNumber === lineNumber)?.quantity.amount ?? 0;
  const when = order.slotStartDateTime ?? order.placed;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Shop from order {order.customerOrderId}</h1>
          <p className={styles.intro}>
            {when && <>{formatDate(when)} · </>}
            {linesSummary(lines)}
          </p>
        </div>
        {button && (
          <Button
            disabled={button.disabled || !trolley || trolleyLoading}
            onClick={() => addAll(order.lines)}
            className={styles.addAll}
          >
            {button.label}
          </Button>
        )}
      </header>
      <p role="status" className={styles.status}>
        {button?.status ?? (button ? '' : SHOP_FROM_ORDER_TEXT.nothingToAdd)}
      </p>
      <PreviousOrderLines lines={lines} onQuantityChange={trolley ? change : undefined} />
      <Recommendations
        products={data.recommendedProducts.products}
        quantityOf={quantityOf}
        onQuantityChange={change}
        title={SHOP_FROM_ORDER_TEXT.recommended}
      />
      <p>
        <Link to="/myaccount/my-orders/order/shop-from-order">{SHOP_FROM_ORDER_TEXT.chooseAnother}</Link>
      </p>
    </div>
  );
}
