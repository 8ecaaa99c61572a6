import { type Address, addresseeName, addressSummary } from '../../domain/addresses.ts';
import { countryName } from '../../domain/countries.ts';
import styles from './Addresses.module.css';

/** Who and where: 'Ms Ann Smith', '1 High Street, Bracknell, RG12 1EN', and whether it is the contact address. */
export function AddressSummary({ address }: { address: Address }) {
  return (
    <span>
      <span className={styles.name}>{addresseeName(address.addressee)}</span>
      <span className={styles.lines}>
        {addressSummary(address)}
        {address.country !== 'GB' && `, ${countryName(address.country)}`}
      </span>
      {address.isContactAddress && <span className={styles.tag}>Contact address</span>}
    </span>
  );
}
