import { ADDRESS_MESSAGES, type Address, canEditAddress } from '../../domain/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './Addresses.module.css';
import { AddressSummary } from './AddressSummary.tsx';

export interface AddressChoiceProps {
  address: Address;
  /** The radio group's name. */
  name: string;
  checked: boolean;
  /** The list is being reloaded after a change: Edit waits (it stays focusable). */
  waiting?: boolean;
  onChoose: () => void;
  onEdit: () => void;
}

/**
 * One address of a list to choose from (the delivery address picker, the choose-address modal): a radio
 * with the address, and Edit, which an address in use by an order or slot does not offer (doc 2 §5).
 */
export function AddressChoice({
  address,
  name,
  checked,
  waiting = false,
  onChoose,
  onEdit,
}: AddressChoiceProps) {
  const editable = canEditAddress(address);
  return (
    <li className={styles.address} data-selected={checked}>
      <label className={styles.choice}>
        <input type="radio" name={name} value={address.id} checked={checked} onChange={onChoose} />
        <AddressSummary address={address} />
      </label>
      <Button
        variant="ghost"
        size="small"
        disabled={!editable}
        aria-label={`Edit ${address.line1}`}
        aria-disabled={waiting || undefined}
        onClick={() => !waiting && onEdit()}
      >
        Edit
      </Button>
      {!editable && <p className={styles.reason}>{ADDRESS_MESSAGES.inUse}</p>}
    </li>
  );
}
