import {
  COLLECTION_SERVICE_OPTIONS,
  SERVICE_OPTIONS,
  type SeasonalCampaign,
  SLOT_MESSAGES,
  TROLLEY_PAGE_PATH,
} from '../../domain/slot-booking.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ServiceOptionList } from './ServiceOptionList.tsx';
import { ShopLink } from './ShopLink.tsx';
import styles from './slots.module.css';

const CAMPAIGN_NAMES: Partial<Record<SeasonalCampaign, string>> = {
  CHRISTMAS: 'Christmas',
  EASTER: 'Easter',
};

/** Service selection (doc 2 §2 serviceselection, /christmas, /easter, {campaign}). */
export function ServiceSelectionPage({ campaign }: { campaign: SeasonalCampaign | null }) {
  const seasonal = campaign ? CAMPAIGN_NAMES[campaign] : undefined;
  return (
    <section className={styles.page} aria-labelledby="service-selection-heading">
      <h1 id="service-selection-heading" className={styles.heading}>
        {seasonal ? `Book your ${seasonal} slot` : 'How would you like to shop?'}
      </h1>
      <p className={styles.muted}>Choose delivery to your door, or collection from one of our branches.</p>
      <ServiceOptionList options={SERVICE_OPTIONS} campaign={campaign} />
    </section>
  );
}

/** The generic collection page and bookslot/collection/selectcollectionservice: the three collection services. */
export function CollectionServicePage({ campaign = null }: { campaign?: SeasonalCampaign | null }) {
  return (
    <section className={styles.page} aria-labelledby="collection-service-heading">
      <h1 id="collection-service-heading" className={styles.heading}>
        Which collection service?
      </h1>
      <ServiceOptionList options={COLLECTION_SERVICE_OPTIONS} campaign={campaign} />
    </section>
  );
}

/**
 * bookslot/collection/reselect-service: the trolley no longer suits the collection service booked (an
 * entertaining-only slot with groceries, or the reverse), so the shopper chooses the service again.
 */
export function ReselectServicePage() {
  return (
    <section className={styles.page} aria-labelledby="reselect-service-heading">
      <h1 id="reselect-service-heading" className={styles.heading}>
        Please choose your collection service again
      </h1>
      <Notice severity="WARNING">
        The items in your trolley don't suit the collection service you chose. Choose the service that covers
        everything in your trolley, then book a slot.
      </Notice>
      <ServiceOptionList options={COLLECTION_SERVICE_OPTIONS} campaign={null} />
    </section>
  );
}

/** reschedulingprohibited (doc 2 §4): the order is being prepared, so its slot cannot change. */
export function ReschedulingProhibitedPage() {
  return (
    <section className={styles.page} aria-labelledby="rescheduling-heading">
      <h1 id="rescheduling-heading" className={styles.heading}>
        We can't change your slot
      </h1>
      <Notice severity="WARNING">{SLOT_MESSAGES.reschedulingProhibited}</Notice>
      <div className={styles.row}>
        <ShopLink className={buttonClassName()} href="/ecom/myaccount/my-orders">
          View my orders
        </ShopLink>
        <ShopLink className={buttonClassName({ variant: 'secondary' })} href={TROLLEY_PAGE_PATH}>
          Go to My Trolley
        </ShopLink>
      </div>
    </section>
  );
}
