import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/Notice.tsx';
import styles from './AccountOverview.module.css';
import { accountQueryOptions, orderStatsQueryOptions } from './account.queries.ts';
import { type AccountFact, accountOverviewModel } from './account-overview.view-model.ts';

function Facts({ facts }: { facts: readonly AccountFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /ecom/myaccount (doc 1 §2.1, §3 Customer account and Customer order stats): the account overview. */
export function AccountOverviewPage({ customerId }: { customerId: number }) {
  const { data: account } = useSuspenseQuery(accountQueryOptions(customerId));
  const { data: stats } = useSuspenseQuery(orderStatsQueryOptions(customerId));
  const model = accountOverviewModel(account, stats);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>My account</h1>
        <p className={styles.greeting}>{model.greeting}</p>
      </header>
      {model.paymentAttention && (
        <Notice severity="WARNING">
          <p>One of your orders needs your attention: please check its payment in My orders.</p>
        </Notice>
      )}
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="account-details-title">
          <h2 id="account-details-title">Your details</h2>
          <Facts facts={model.details} />
          <ul className={styles.links}>
            <li>
              <Link to="/my-details/addresses">My addresses</Link>
            </li>
            <li>
              <Link to="/myaccount/paymentcards">Payment cards</Link>
            </li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="account-orders-title">
          <h2 id="account-orders-title">Your orders</h2>
          <Facts facts={model.orders} />
          <ul className={styles.links}>
            <li>
              <Link to="/myaccount/my-orders">My orders</Link>
            </li>
            <li>
              <a href="/ecom/myaccount/delivery-pass">Delivery pass</a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
