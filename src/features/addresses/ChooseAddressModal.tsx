import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { selectChoices, selectModal } from '../../../machines/address-book.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { AddressChoice } from './AddressChoice.tsx';
import styles from './Addresses.module.css';
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
          <AddressChoice
            key={address.id}
            address={address}
            name={name}
            checked={address.id === chosen}
            onChoose={() => setChosen(address.id)}
            onEdit={() => actor.send({ type: 'OPEN_EDIT', addressId: address.id })}
          />
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
