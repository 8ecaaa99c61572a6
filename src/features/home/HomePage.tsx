import { useQuery } from '@tanstack/react-query';
import { reportError } from '../../shop/door/error-reporting.ts';
import { useLikelySignedIn, useSession } from '../../shop/door/session-hooks.ts';
import { useOnDemand } from '../../ui/on-demand.ts';
import styles from './Home.module.css';
import { HomePending } from './HomePending.tsx';
import { HomeView } from './HomeView.tsx';
import { entertainingQueryOptions, groceriesQueryOptions } from './home.queries.ts';
import { atAGlanceCode, homeSectionsCode } from './home-parts.ts';

const reportSectionsFailure = (error: unknown) => reportError(error, { caught: 'home sections' });
const reportGlanceFailure = (error: unknown) => reportError(error, { caught: 'home at a glance' });

/**
 * The home route's view: reads what the loader put in the cache. Should a tree be missing, the page shows
 * as pending until it arrives, and a failure goes to the route's error view, as suspense would have it.
 * `useQuery` rather than the suspense hooks (issue 5): the shell uses it already, while the suspense hooks
 * would bring their own code, or the product page's chunk, into the home page's first script. Today's
 * campaign, the shelves and the slot and trolley at a glance come with the route (home-parts.ts), not the
 * first script. The slot and trolley at a glance keep their place from the first paint when the shopper is
 * likely signed in (issue 20: nothing below moves when they arrive).
 */
export function HomePage() {
  const groceries = useQuery({ ...groceriesQueryOptions(), throwOnError: true });
  const entertaining = useQuery({ ...entertainingQueryOptions(), throwOnError: true });
  const { isSignedIn } = useSession();
  const likelySignedIn = useLikelySignedIn();
  const sections = useOnDemand(homeSectionsCode, true, reportSectionsFailure);
  const glance = useOnDemand(atAGlanceCode, likelySignedIn, reportGlanceFailure);
  if (!groceries.data || !entertaining.data) return <HomePending />;
  return (
    <HomeView
      groceries={groceries.data}
      entertaining={entertaining.data}
      campaign={sections ? <sections.TodaysCampaign /> : null}
      atAGlance={isSignedIn && glance ? <glance.ShopAtAGlance /> : likelySignedIn ? <AtAGlancePlace /> : null}
      offers={sections ? <sections.OffersOfTheWeek eager /> : null}
      newProducts={sections ? <sections.NewProducts /> : null}
    />
  );
}

/** The slot and trolley at a glance while they are on their way: their two cards, empty. */
function AtAGlancePlace() {
  return (
    <div className={styles.glance} aria-hidden="true">
      <div className={styles.glanceCard} />
      <div className={styles.glanceCard} />
    </div>
  );
}
