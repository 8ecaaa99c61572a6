import { buttonClassName } from '../../ui/Button.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './Home.module.css';
import type { SeasonalBanner } from './seasonal-banner.ts';

/** The campaign the shop markets today (doc 3 §3 seasonal campaigns), leading to its aisle. */
export function SeasonalBannerView({ banner }: { banner: SeasonalBanner }) {
  return (
    <section
      className={styles.campaign}
      aria-labelledby="home-campaign"
      data-campaign={banner.name.toLowerCase()}
    >
      <div className={styles.campaignText}>
        <p className={styles.campaignEyebrow}>In season</p>
        <h2 id="home-campaign" className={styles.campaignTitle}>
          {banner.title}
        </h2>
        <p className={styles.campaignLead}>{banner.lead}</p>
      </div>
      <StorefrontLink href={banner.href} className={buttonClassName()}>
        {banner.linkLabel}
      </StorefrontLink>
    </section>
  );
}
