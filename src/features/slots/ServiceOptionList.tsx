import { type SeasonalCampaign, type ServiceOption, serviceOptionPath } from '../../domain/slot-booking.ts';
import { pushToDataLayer } from '../../shop/door/data-layer.ts';
import { serviceChosenEvent } from '../../shop/door/slot-analytics.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { ShopLink } from './ShopLink.tsx';
import styles from './slots.module.css';

/** The service options (doc 2 §2): each with its name, description and messages, and a way in. */
export function ServiceOptionList({
  options,
  campaign,
}: {
  options: readonly ServiceOption[];
  campaign: SeasonalCampaign | null;
}) {
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.id} className={styles.option}>
          <h2>{option.name}</h2>
          <p>{option.description}</p>
          <ul>
            {option.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <ShopLink
            href={serviceOptionPath(option, campaign)}
            className={buttonClassName({ block: true })}
            aria-label={`Choose ${option.name}`}
            onClick={() => pushToDataLayer(serviceChosenEvent(option, campaign))}
          >
            Choose
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
