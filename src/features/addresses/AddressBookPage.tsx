import { useSelector } from '@xstate/react';
import {
  selectAddresses,
  selectIsLoading,
  selectIsRefreshing,
  selectLoadFailed,
} from '../../../machines/address-book.machine.ts';
import { ADDRESS_MESSAGES, canDeleteAddress, canEditAddress } from '../../domain/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import { AddressBookModals } from './AddressBookModals.tsx';
import { AddressBookStatus } from './AddressBookStatus.tsx';
import styles from './Addresses.module.css';
import { AddressSummary } from './AddressSummary.tsx';
import { AddressBookActorContext } from './address-book.context.ts';
import { useAddressBook } from './use-address-book.ts';

/** Why an address cannot be deleted, as the shopper reads it. */
function whyNotDeletable(address: { inUse: boolean; isContactAddress: boolean }, count: number) {
  if (address.inUse) return ADDRESS_MESSAGES.inUse;
  if (count === 1) return ADDRESS_MESSAGES.lastAddress;
  if (address.isContactAddress) return ADDRESS_MESSAGES.contactAddress;
  return null;
}

/**
 * My details: the address book (doc 1 §2.1 my-details, §4 Address modals, §5 Addresses, §8 Address): every
 * address, the contact address first; add, edit, delete, and choose the contact address.
 */
export function AddressBookPage() {
  const actor = useAddressBook();
  const addresses = useSelector(actor, selectAddresses);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  // After a change the list is reloaded; its buttons wait until it is (they stay focusable).
  const waiting = useSelector(actor, selectIsRefreshing);
  const send = (event: Parameters<typeof actor.send>[0]) => {
    if (!waiting) actor.send(event);
  };
  return (
    <AddressBookActorContext.Provider value={actor}>
      <h1>My addresses</h1>
      <AddressBookModals />
      <AddressBookStatus emptyText="You have no saved addresses yet." />
      <ul className={styles.list} aria-label="Your addresses">
        {addresses.map((address) => {
          const reason = whyNotDeletable(address, addresses.length);
          return (
            <li key={address.id} className={styles.address}>
              <span className={styles.choice}>
                <AddressSummary address={address} />
              </span>
              <span className={styles.buttons}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={!canEditAddress(address)}
                  aria-label={`Edit ${address.line1}`}
                  aria-disabled={waiting || undefined}
                  onClick={() => send({ type: 'OPEN_EDIT', addressId: address.id })}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={!canDeleteAddress(address)}
                  aria-label={`Delete ${address.line1}`}
                  aria-disabled={waiting || undefined}
                  onClick={() => send({ type: 'DELETE', addressId: address.id })}
                >
                  Delete
                </Button>
                {!address.isContactAddress && (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Make ${address.line1} my contact address`}
                    aria-disabled={waiting || undefined}
                    onClick={() => send({ type: 'MAKE_CONTACT', addressId: address.id })}
                  >
                    Make contact address
                  </Button>
                )}
              </span>
              {reason && <p className={styles.reason}>{reason}</p>}
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        disabled={loading || loadFailed}
        aria-disabled={waiting || undefined}
        onClick={() => send({ type: 'OPEN_ADD' })}
      >
        Add a new address
      </Button>
    </AddressBookActorContext.Provider>
  );
}
