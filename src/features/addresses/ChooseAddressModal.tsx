import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { selectChoices, selectModal } from '../../../machines/address-book.machine.ts';
import { ADDRESS_MESSAGES, canEditAddress } from '../../domain/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './Addresses.module.css';
import { AddressSummary } from './AddressSummary.tsx';
import { useAddressBookActor } from './address-book.context.ts';

/**
 * The choose-address modal (doc 1 §4 Address modals): the contact address first and the chosen one marked;
 * a new address can be added, and one not in use edited, from here.
 */
export function ChooseAddressModal() {
  const actor = useAddressBookActor();
  const open = useSelector(actor, selectModal) === 'choose';
  if (!open) return null;
  return <Choices />;
}

function Choices() {
  const actor = useAddressBookActor();
  const choices = useSelector(actor, selectChoices);
  const name = useId();
  const [chosen, setChosen] = useState(() => choices.find((choice) => choice.selected)?.id ?? null);
  return (
    <Modal open title="Choose an address" onClose={() => actor.send({ type: 'CLOSE' })}>
      <ul className={styles.list}>
        {choices.map((address) => (
          <li key={address.id} className={styles.address} data-selected={address.id === chosen}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={address.id}
                checked={address.id === chosen}
                onChange={() => setChosen(address.id)}
              />
              <AddressSummary address={address} />
            </label>
            <Button
              variant="ghost"
              size="small"
              disabled={!canEditAddress(address)}
              aria-label={`Edit ${address.line1}`}
              onClick={() => actor.send({ type: 'OPEN_EDIT', addressId: address.id })}
            >
              Edit
            </Button>
            {!canEditAddress(address) && <p className={styles.reason}>{ADDRESS_MESSAGES.inUse}</p>}
          </li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button
          disabled={chosen === null}
          onClick={() => chosen && actor.send({ type: 'SELECT', addressId: chosen })}
        >
          Use this address
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'OPEN_ADD' })}>
          Add a new address
        </Button>
      </div>
    </Modal>
  );
}
