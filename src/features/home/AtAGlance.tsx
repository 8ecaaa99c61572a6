import type { CustomerSlotSnapshot } from '../../../machines/customer-slot.machine.ts';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import type { TrolleySnapshot } from '../../../machines/trolley.machine.ts';
import { useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import {
  type AtAGlanceModel,
  atAGlanceModel,
  type SlotFact,
  type TrolleyFact,
} from './at-a-glance.view-model.ts';
import styles from './Home.module.css';

/** What the customer slot actor knows: loading until it has asked (or while it asks). */
function slotFactOf(snapshot: CustomerSlotSnapshot): SlotFact {
  const slot = selectBookedSlot(snapshot);
  if (slot) return { kind: 'booked', slot };
  return snapshot.matches('none') || snapshot.matches('expired') || snapshot.matches('unknown')
    ? { kind: 'none' }
    : { kind: 'loading' };
}

const LOADING = { kind: 'loading' } as const;

function trolleyFactOf(snapshot: TrolleySnapshot): TrolleyFact {
  const { trolley, view } = snapshot.context;
  return trolley ? { kind: 'known', count: view.itemCount, totalPence: view.itemTotalPence } : LOADING;
}

const sameSlot = (a: SlotFact, b: SlotFact) =>
  a.kind === b.kind && (a.kind !== 'booked' || (b.kind === 'booked' && a.slot === b.slot));
const sameTrolley = (a: TrolleyFact, b: TrolleyFact) =>
  a.kind === 'loading'
    ? b.kind === 'loading'
    : b.kind === 'known' && a.count === b.count && a.totalPence === b.totalPence;

/** The signed-in shopper's booked slot and trolley, read from the shop's actors as the header reads them. */
export function ShopAtAGlance() {
  const slot = useCustomerSlotSelector(slotFactOf, LOADING, sameSlot);
  const trolley = useTrolleySelector(trolleyFactOf, LOADING, sameTrolley);
  return <AtAGlance model={atAGlanceModel(slot, trolley)} />;
}

export function AtAGlance({ model }: { model: AtAGlanceModel }) {
  return (
    <section className={styles.glance} aria-labelledby="home-glance">
      <h2 id="home-glance" className={styles.visuallyHidden}>
        Your shop at a glance
      </h2>
      <GlanceCard heading="Your slot" part={model.slot} />
      <GlanceCard heading="Your trolley" part={model.trolley} />
    </section>
  );
}

function GlanceCard({ heading, part }: { heading: string; part: AtAGlanceModel['slot'] }) {
  return (
    <article className={styles.glanceCard} aria-label={heading} aria-busy={part.loading || undefined}>
      <h3 className={styles.glanceHeading}>{heading}</h3>
      <p className={styles.glanceTitle}>{part.title}</p>
      {part.detail && <p className={styles.glanceDetail}>{part.detail}</p>}
      <StorefrontLink
        href={part.link.href}
        className={buttonClassName({ variant: 'secondary', size: 'small' })}
      >
        {part.link.label}
      </StorefrontLink>
    </article>
  );
}
