import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GROCERIES_HOME } from '../../domain/routing.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './ShopFromOrder.module.css';
import { orderListQueryOptions } from './shop-from-order.queries.ts';
import { orderChoicesOf, SHOP_FROM_ORDER_TEXT } from './shop-from-order.view-model.ts';

/**
 * The shop-from-previous-order interstitial (doc 2 §2 myaccount/my-orders/order/shop-from-order): the
 * shopper's recent orders, each with 'Shop from this order'; with none, a way to start shopping.
 */
export function ChooseOrderPage({ customerId }: { customerId: number }) {
  const { data } = useSuspenseQuery(orderListQueryOptions(customerId, 'recent'));
  const choices = orderChoicesOf(data.orders);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{SHOP_FROM_ORDER_TEXT.title}</h1>
        {choices.length > 0 && <p className={styles.intro}>{SHOP_FROM_ORDER_TEXT.chooseIntro}</p>}
      </header>
      {choices.length === 0 ? (
        <div className={styles.empty}>
          <p>{SHOP_FROM_ORDER_TEXT.noOrders}</p>
          <StorefrontLink href={GROCERIES_HOME} className={buttonClassName({ variant: 'primary' })}>
            {SHOP_FROM_ORDER_TEXT.startShopping}
          </StorefrontLink>
        </div>
      ) : (
        <ul className={styles.choices} aria-label="Your recent orders">
          {choices.map((choice) => (
            <li key={choice.customerOrderId} className={styles.choice}>
              <h2 className={styles.choiceTitle}>{choice.title}</h2>
              <dl className={styles.facts}>
                {choice.when && (
                  <div>
                    <dt>Date</dt>
                    <dd>{choice.when}</dd>
                  </div>
                )}
                <div>
                  <dt>Status</dt>
                  <dd>{choice.status}</dd>
                </div>
                <div>
                  <dt>Items</dt>
                  <dd>{choice.items}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{choice.total}</dd>
                </div>
              </dl>
              <Link
                to="/myaccount/my-orders/order/shop-from-order/$customerOrderId"
                params={{ customerOrderId: choice.customerOrderId }}
                className={buttonClassName({ variant: 'secondary' })}
                aria-label={`${SHOP_FROM_ORDER_TEXT.shopFromThisOrder}: ${choice.title}`}
              >
                {SHOP_FROM_ORDER_TEXT.shopFromThisOrder}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
