import { useQuery } from '@tanstack/react-query';
import { getAddresses } from '../../api/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './slots.module.css';

export interface DeliveryPlaceProps {
  selectedAddressId: string | null;
  onSelect: (address: { id: string; postalCode: string }) => void;
}

/**
 * Delivery: the shopper's saved addresses to deliver to. The address book's DeliveryAddressPicker (with its
 * add and edit modals, src/features/addresses) takes this place once it is in the tree.
 */
export function DeliveryPlace({ selectedAddressId, onSelect }: DeliveryPlaceProps) {
  const addresses = useQuery({
    queryKey: ['addresses', 'delivery'],
    queryFn: ({ signal }) => getAddresses({ signal }),
  });
  if (addresses.isPending) return <p role="status">Loading your addresses…</p>;
  if (addresses.error) {
    return <Notice severity="ERROR">Sorry, we could not load your addresses. Please try again.</Notice>;
  }
  if (addresses.data.length === 0) {
    return <p>You have no saved addresses yet. Add one in your account to book a delivery.</p>;
  }
  return (
    <ul className={styles.branches} aria-label="Your addresses">
      {addresses.data.map((address) => {
        const selected = address.id === selectedAddressId;
        const text = [address.line1, address.town, address.postalCode].filter(Boolean).join(', ');
        return (
          <li key={address.id} className={`${styles.branch} ${selected ? styles.branchSelected : ''}`}>
            <span>{text}</span>
            <Button
              size="small"
              variant={selected ? 'secondary' : 'primary'}
              aria-pressed={selected}
              aria-label={`Deliver to ${text}`}
              onClick={() => onSelect(address)}
            >
              {selected ? 'Chosen' : 'Choose'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
