import { useSelector } from '@xstate/react';
import {
  type AddressBookSnapshot,
  selectAddresses,
  selectIsLoading,
  selectLoadFailed,
} from '../../../machines/address-book.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useAddressBookActor } from './address-book.context.ts';

const isEmpty = (snapshot: AddressBookSnapshot) => selectAddresses(snapshot).length === 0;

/**
 * Where the address book's loading stands, above its list: loading (before there is anything to show),
 * failed with Try again, or loaded and empty (`emptyText`).
 */
export function AddressBookStatus({ emptyText }: { emptyText: string }) {
  const actor = useAddressBookActor();
  const empty = useSelector(actor, isEmpty);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  return (
    <>
      {loading && empty && <p>Loading your addresses…</p>}
      {loadFailed && (
        <Notice severity="ERROR">
          <p>Sorry, we could not load your addresses.</p>
          <Button size="small" onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Notice>
      )}
      {!loading && !loadFailed && empty && <p>{emptyText}</p>}
    </>
  );
}
