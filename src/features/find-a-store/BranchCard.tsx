import { useId } from 'react';
import type { Branch, Weekday } from '../../api/branches.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './FindAStore.module.css';
import { formatDayHours, hoursOn } from './opening-hours.ts';

/** The collection services a branch offers, as shoppers know them (doc 3 §3 "Fulfilment types"). */
function serviceNames(services: Branch['services']): string[] {
  return [
    services.groceriesCollection && 'Groceries collection',
    services.entertainingCollection && 'Entertaining collection',
  ].filter((name): name is string => typeof name === 'string');
}

function formatDistance(miles: number): string {
  return `${miles.toFixed(1)} ${miles === 1 ? 'mile' : 'miles'} away`;
}

/** One branch: where it is, how to call it, how far it is, what it offers and when it is open. */
export function BranchCard({ branch, today }: { branch: Branch; today: Weekday }) {
  const titleId = useId();
  const services = serviceNames(branch.services);
  const todaysHours = hoursOn(branch.openingHours, today);
  const openToday = Boolean(todaysHours?.opens && todaysHours.closes);
  return (
    <article className={styles.branch} aria-labelledby={titleId}>
      <div className={styles.branchHeader}>
        <h3 id={titleId} className={styles.branchName}>
          {branch.name}
        </h3>
        {branch.distanceMiles !== null && (
          <p className={styles.distance}>{formatDistance(branch.distanceMiles)}</p>
        )}
      </div>
      <address className={styles.address}>
        {[...branch.addressLines, branch.town, branch.postcode].map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className={styles.phone}>
        <span className={styles.muted}>Phone </span>
        <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
      </p>
      {services.length > 0 ? (
        <ul className={styles.services} aria-label="Services">
          {services.map((service) => (
            <li key={service} className={styles.service}>
              {service}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No collection service at this shop</p>
      )}
      <p className={styles.today}>
        {openToday ? (
          <>
            <span className={styles.todayLabel}>Open today</span> {formatDayHours(todaysHours)}
          </>
        ) : (
          'Closed today'
        )}
      </p>
      <details className={styles.week}>
        <summary>
          Opening hours<VisuallyHidden> for {branch.name}</VisuallyHidden>
        </summary>
        <table className={styles.weekTable}>
          <caption className={styles.visuallyHiddenCaption}>Opening hours for {branch.name}</caption>
          <tbody>
            {branch.openingHours.map((hours) => {
              const isToday = hours.day === today;
              return (
                <tr key={hours.day} className={isToday ? styles.todayRow : undefined}>
                  <th scope="row">
                    {hours.day}
                    {isToday && <span className={styles.todayTag}> (today)</span>}
                  </th>
                  <td>{formatDayHours(hours)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </article>
  );
}
