import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import {
  selectAddresses,
  selectIsLoading,
  selectIsRefreshing,
  selectLoadFailed,
} from '../../../machines/address-book.machine.ts';
import type { Address } from '../../domain/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import { AddressBookModals } from './AddressBookModals.tsx';
import { AddressBookStatus } from './AddressBookStatus.tsx';
import { AddressChoice } from './AddressChoice.tsx';
import styles from './Addresses.module.css';
import { AddressBookActorContext } from './address-book.context.ts';
import { useAddressBook } from './use-address-book.ts';

export interface DeliveryAddressPickerProps {
  /** The address chosen for delivery, or null/undefined while none is. */
  selectedAddressId: string | null | undefined;
  /**
   * The shopper chose an address: in the list, in the choose modal, or by adding a new one (which is then
   * chosen). With nothing chosen yet, the contact address is chosen once the book has loaded.
   */
  onSelect: (address: Address) => void;
}

/** The list shows this many addresses; the choose modal has them all. */
const SHOWN = 3;

/**
 * The delivery address of a slot booking (doc 2 §5 Addresses at booking): the customer's addresses, the
 * contact address first, one of them chosen; 'Add a new address' and 'Edit' open the address modals (an
 * address in use by an order or slot cannot be edited, and says so).
 */
export function DeliveryAddressPicker({ selectedAddressId, onSelect }: DeliveryAddressPickerProps) {
  const actor = useAddressBook({ onSelect });
  const addresses = useSelector(actor, selectAddresses);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  // After a change the book is reloaded; its buttons wait until it is (they stay focusable).
  const waiting = useSelector(actor, selectIsRefreshing);
  const name = useId();
  const selected = selectedAddressId ?? null;

  // The page owns the choice; the machine marks it in the choose modal.
  useEffect(() => {
    actor.send({ type: 'SELECTION_CHANGED', addressId: selected });
  }, [actor, selected]);

  // The first few, and the chosen one wherever it is in the book.
  const shown = addresses.filter((address, index) => index < SHOWN || address.id === selected);

  return (
    <AddressBookActorContext.Provider value={actor}>
      <fieldset className={styles.fieldset} aria-busy={loading || undefined}>
        <legend className={styles.legend}>Delivery address</legend>
        <AddressBookStatus emptyText="You have no saved addresses yet. Add one to see delivery slots." />
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((address) => (
              <AddressChoice
                key={address.id}
                address={address}
                name={name}
                checked={address.id === selected}
                onChoose={() => actor.send({ type: 'SELECT', addressId: address.id })}
                waiting={waiting}
                onEdit={() => actor.send({ type: 'OPEN_EDIT', addressId: address.id })}
              />
            ))}
          </ul>
        )}
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            disabled={loading || loadFailed}
            aria-disabled={waiting || undefined}
            onClick={() => !waiting && actor.send({ type: 'OPEN_ADD' })}
          >
            Add a new address
          </Button>
          {addresses.length > shown.length && (
            <Button
              variant="ghost"
              aria-disabled={waiting || undefined}
              onClick={() => !waiting && actor.send({ type: 'OPEN_CHOOSE' })}
            >
              Show all {addresses.length} addresses
            </Button>
          )}
        </div>
      </fieldset>
      <AddressBookModals />
    </AddressBookActorContext.Provider>
  );
}
