import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type AddressBookSnapshot,
  addressBookMachine,
  selectAddresses,
  selectChoices,
  selectFieldErrors,
  selectFormError,
  selectIsBusy,
  selectIsRefreshing,
  selectModal,
  selectNotice,
  selectSelectedId,
  selectTarget,
} from '../machines/address-book.machine.ts';
import {
  ADDRESS_MESSAGES,
  type Address,
  AddressCallError,
  type AddressFormValues,
  addressInputOf,
  canDeleteAddress,
  canEditAddress,
  EMPTY_ADDRESS_FORM,
  formValuesOf,
} from '../src/domain/addresses.ts';
import { MESSAGES } from '../src/domain/validation.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type AddressBookModelEvent = EventFromLogic<typeof addressBookMachine>;

function address(id: string, options: Partial<Address> = {}): Address {
  return {
    id,
    line1: `${id} High Street`,
    line2: null,
    line3: null,
    town: 'Bracknell',
    region: null,
    country: 'GB',
    postalCode: 'RG12 1EN',
    addressStatus: 'ACTIVE',
    isContactAddress: false,
    created: `2025-06-0${id.slice(-1)}T09:00:00.000Z`,
    uniqueDomesticAddressReferenceNumber: null,
    suggestionId: null,
    delivery: { customerNote: { value: null } },
    addressee: {
      title: 'Ms',
      firstName: 'Ann',
      lastName: 'Smith',
      contactNumber: null,
      modified: '2025-06-01T09:00:00.000Z',
    },
    options: ['GET', 'PUT', 'DELETE', 'OPTIONS'],
    inUse: false,
    ...options,
  };
}

/** The contact address (may be edited, not deleted), another one, and one in use by a slot. */
const CONTACT = address('1', { isContactAddress: true, options: ['GET', 'PUT', 'OPTIONS'] });
const OTHER = address('2');
const IN_USE = address('3', { inUse: true, options: ['GET', 'OPTIONS'] });
const BOOK = [OTHER, IN_USE, CONTACT];
const ADDED = address('4');
const CHANGED = { ...OTHER, line1: '2 Low Road' };

const NEW_VALUES: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  line1: '4 High Street',
  postalCode: 'rg12 1en',
  firstName: 'Ann',
  lastName: 'Smith',
};
const BAD_VALUES: AddressFormValues = { ...NEW_VALUES, line1: '', postalCode: '1234' };

const SUBMITS = {
  'new address': { type: 'SUBMIT', values: NEW_VALUES },
  'invalid values': { type: 'SUBMIT', values: BAD_VALUES },
  unchanged: { type: 'SUBMIT', values: formValuesOf(OTHER) },
  changed: { type: 'SUBMIT', values: formValuesOf(CHANGED) },
} as const satisfies Record<string, AddressBookModelEvent>;

const refusal = (type: string, message: string, fieldErrors: Record<string, string> = {}) =>
  new AddressCallError({ type: type as 'INVALID_ADDRESS', message, fieldErrors });

const FAILURES = {
  'postcode refused': refusal('INVALID_ADDRESS', ADDRESS_MESSAGES.checkFields, {
    postalCode: MESSAGES.invalidUkPostcode,
  }),
  'too many': refusal('TOO_MANY_ADDRESSES', ADDRESS_MESSAGES.tooMany),
  'in use': refusal('ADDRESS_IN_USE', ADDRESS_MESSAGES.inUse),
  'contact address': refusal('CONTACT_ADDRESS', ADDRESS_MESSAGES.contactAddress),
  unexpected: new Error('graph addresses answered 502'),
};

const done = <T extends string>(id: T, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as AddressBookModelEvent;
const failed = <T extends string>(id: T, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as AddressBookModelEvent;

const LOADS = {
  book: done('loadAddresses', BOOK),
  empty: done('loadAddresses', []),
  failed: failed('loadAddresses', FAILURES.unexpected),
};

const events: AddressBookModelEvent[] = [
  ...Object.values(LOADS),
  { type: 'RETRY' },
  { type: 'OPEN_ADD' },
  { type: 'OPEN_EDIT', addressId: OTHER.id },
  { type: 'OPEN_EDIT', addressId: IN_USE.id },
  { type: 'OPEN_CHOOSE' },
  { type: 'SELECT', addressId: OTHER.id },
  { type: 'DELETE', addressId: OTHER.id },
  { type: 'DELETE', addressId: CONTACT.id },
  { type: 'MAKE_CONTACT', addressId: OTHER.id },
  { type: 'MAKE_CONTACT', addressId: CONTACT.id },
  { type: 'CONFIRM' },
  { type: 'CLOSE' },
  { type: 'DISMISS_NOTICE' },
  { type: 'SELECTION_CHANGED', addressId: IN_USE.id },
  ...Object.values(SUBMITS),
  done('addAddress', ADDED),
  failed('addAddress', FAILURES['postcode refused']),
  failed('addAddress', FAILURES['too many']),
  done('updateAddress', CHANGED),
  failed('updateAddress', FAILURES['in use']),
  done('deleteAddress', undefined),
  failed('deleteAddress', FAILURES['contact address']),
  done('setContactAddress', { ...OTHER, isContactAddress: true }),
  failed('setContactAddress', FAILURES.unexpected),
];

function describeEvent(event: AddressBookModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(SUBMITS)) if (candidate === event) return `SUBMIT (${name})`;
  for (const [name, candidate] of Object.entries(LOADS)) if (candidate === event) return `load ${name}`;
  if ('addressId' in event) return `${event.type} ${event.addressId}`;
  if (event.type.startsWith('xstate.error.actor.')) {
    const name = Object.entries(FAILURES).find(
      ([, error]) => error === (event as { error?: unknown }).error,
    )?.[0];
    return `${event.type.slice('xstate.error.actor.'.length)} fails (${name})`;
  }
  return undefined;
}

const effectNames = (world: ReplayWorld) => world.effects.map((effect) => effect.name);
const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);

/**
 * The address book as a model: what the shopper does in the modals, what the address calls answer, and what
 * must hold in each state. Walked by `address-book.test.ts`.
 */
export const addressBookModel: MachineModel<typeof addressBookMachine> = {
  machine: addressBookMachine,
  events,
  // Which modal, the list (contact marked), and what the shopper is told: enough to tell the states apart.
  project: (snapshot) => ({
    value: snapshot.value,
    ids: snapshot.context.addresses.map((a) => `${a.id}${a.isContactAddress ? '*' : ''}`),
    errors: Object.keys(snapshot.context.fieldErrors).sort(),
    formError: snapshot.context.formError,
  }),
  describeEvent,
  provide: (world) => ({
    actions: {
      'report the choice': ({ context }) =>
        void world.effects.push({ name: 'report the choice', detail: context.selectedId }),
      'report the new address': ({ context }) =>
        void world.effects.push({ name: 'report the new address', detail: context.selectedId }),
    },
  }),
  invariants: {
    '*': (snapshot: AddressBookSnapshot, { event, world }) => {
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
      const ids = selectAddresses(snapshot).map((a) => a.id);
      expect(new Set(ids).size, 'no address twice').toBe(ids.length);
      const contacts = selectAddresses(snapshot).filter((a) => a.isContactAddress);
      expect(contacts.length).toBeLessThanOrEqual(1);
      if (contacts.length === 1)
        expect(selectAddresses(snapshot)[0]?.isContactAddress, 'contact first').toBe(true);
      if (!snapshot.matches({ ready: 'notifying' }) && !snapshot.matches('refreshing')) {
        expect(selectNotice(snapshot)).toBeNull();
      }
      // The snackbar's Dismiss works whenever the snackbar is on show.
      if (selectNotice(snapshot) !== null) {
        expect(snapshot.can({ type: 'DISMISS_NOTICE' }), 'a notice on show can be dismissed').toBe(true);
      }
      if (event.type === 'DISMISS_NOTICE') expect(selectNotice(snapshot)).toBeNull();
      const modal = selectModal(snapshot);
      if (snapshot.matches('ready') || snapshot.matches('loading') || snapshot.matches('loadFailed')) {
        expect(modal).toBeNull();
      }
    },
    loading: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'loadAddresses', id: 'loadAddresses' });
    },
    loadFailed: (snapshot) => {
      expect(snapshot.context.loadError).toBe(true);
    },
    'ready.notifying': (snapshot) => {
      expect(selectNotice(snapshot)).toBe('Contact address updated');
      const [first] = selectAddresses(snapshot);
      if (first) expect(first.isContactAddress).toBe(true);
    },
    ready: (snapshot, { event, world }) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      if (event.type === 'SELECT') {
        expect(selectSelectedId(snapshot)).toBe(OTHER.id);
        expect(world.effects.at(-1)).toEqual({ name: 'report the choice', detail: OTHER.id });
      }
      if (event.type === 'xstate.error.actor.deleteAddress') {
        expect(selectFormError(snapshot)).toBe(ADDRESS_MESSAGES.contactAddress);
        expect(snapshot.context.deleteError).toBe(true);
      }
      if (event.type === 'xstate.error.actor.setContactAddress') {
        expect(selectFormError(snapshot)).toBe(ADDRESS_MESSAGES.unexpected);
        expect(snapshot.context.contactError).toBe(true);
      }
      if (event.type === 'SUBMIT') {
        expect(effectNames(world), 'an unchanged address is not sent').not.toContain('updateAddress');
        expect(world.invocations.some((i) => i.src === 'updateAddress' && !i.outcome)).toBe(false);
      }
      if (event.type === 'SELECTION_CHANGED') expect(selectSelectedId(snapshot)).toBe(IN_USE.id);
      if (event.type === 'xstate.done.actor.loadAddresses' && world.invocations.length === 1) {
        const output = (event as unknown as { output: Address[] }).output;
        if (output.length > 0) {
          expect(selectSelectedId(snapshot), 'the contact address is chosen').toBe(CONTACT.id);
          expect(world.effects.at(-1)).toEqual({ name: 'report the choice', detail: CONTACT.id });
        } else {
          expect(selectSelectedId(snapshot)).toBeNull();
        }
      }
    },
    choosing: (snapshot) => {
      expect(selectModal(snapshot)).toBe('choose');
      const choices = selectChoices(snapshot);
      expect(choices.length).toBeGreaterThan(0);
      if (choices.some((a) => a.isContactAddress)) expect(choices[0]?.isContactAddress).toBe(true);
      expect(choices.filter((a) => a.selected).map((a) => a.id)).toEqual(
        choices.some((a) => a.id === selectSelectedId(snapshot)) ? [selectSelectedId(snapshot)] : [],
      );
    },
    'adding.form': (snapshot, { event }) => {
      expect(selectModal(snapshot)).toBe('add');
      if (event.type === 'OPEN_ADD') {
        expect(selectFieldErrors(snapshot)).toEqual({});
        expect(snapshot.context.values).toBeNull();
      }
      if (event.type === 'SUBMIT') {
        expect(selectFieldErrors(snapshot)).toEqual({ line1: 'Required', postalCode: 'Invalid UK postcode' });
      }
      if (event.type === 'xstate.error.actor.addAddress') {
        expect(snapshot.context.addError).toBe(true);
        const refusedPostcode = (event as { error?: unknown }).error === FAILURES['postcode refused'];
        expect(selectFieldErrors(snapshot)).toEqual(
          refusedPostcode ? { postalCode: 'Invalid UK postcode' } : {},
        );
        expect(selectFormError(snapshot)).toBe(refusedPostcode ? null : ADDRESS_MESSAGES.tooMany);
        expect(snapshot.context.values, 'what was typed stays').toEqual(NEW_VALUES);
      }
    },
    'adding.saving': (snapshot, { world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      const values = snapshot.context.values;
      expect(values).not.toBeNull();
      expect(lastInvocation(world)).toMatchObject({
        src: 'addAddress',
        id: 'addAddress',
        input: { input: addressInputOf(values ?? EMPTY_ADDRESS_FORM), setContactAddress: false },
      });
      expect(addressInputOf(NEW_VALUES).postalCode).toBe('RG12 1EN');
    },
    'editing.form': (snapshot, { event }) => {
      expect(selectModal(snapshot)).toBe('edit');
      const target = selectTarget(snapshot);
      expect(target && canEditAddress(target), 'only an address that may be edited').toBe(true);
      if (event.type === 'xstate.error.actor.updateAddress') {
        expect(snapshot.context.editError).toBe(true);
        expect(selectFormError(snapshot)).toBe(ADDRESS_MESSAGES.inUse);
      }
    },
    'editing.saving': (snapshot, { world }) => {
      expect(snapshot.context.values, 'only a change is sent').not.toEqual(
        formValuesOf(selectTarget(snapshot) ?? OTHER),
      );
      expect(lastInvocation(world)).toMatchObject({
        src: 'updateAddress',
        input: {
          addressId: snapshot.context.targetId,
          input: addressInputOf(snapshot.context.values ?? EMPTY_ADDRESS_FORM),
        },
      });
    },
    confirmingDelete: (snapshot) => {
      expect(selectModal(snapshot)).toBe('confirmDelete');
      const target = selectTarget(snapshot);
      expect(target && canDeleteAddress(target), 'never the contact address or one in use').toBe(true);
    },
    deleting: (snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'deleteAddress',
        input: { addressId: snapshot.context.targetId },
      });
    },
    confirmingContact: (snapshot) => {
      expect(selectModal(snapshot)).toBe('confirmContact');
      expect(selectTarget(snapshot)?.isContactAddress).toBe(false);
    },
    updatingContact: (snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'setContactAddress',
        input: { addressId: snapshot.context.targetId },
      });
    },
    refreshing: (snapshot, { event, world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'loadAddresses' });
      expect(selectIsRefreshing(snapshot)).toBe(true);
      if (event.type === 'SELECT') {
        expect(selectSelectedId(snapshot)).toBe(OTHER.id);
        expect(world.effects.at(-1)).toEqual({ name: 'report the choice', detail: OTHER.id });
      }
      if (event.type === 'xstate.done.actor.addAddress') {
        expect(selectSelectedId(snapshot), 'the new address is chosen').toBe(ADDED.id);
        expect(world.effects.at(-1)).toEqual({ name: 'report the new address', detail: ADDED.id });
        expect(selectAddresses(snapshot).map((a) => a.id)).toContain(ADDED.id);
      }
      if (event.type === 'xstate.done.actor.deleteAddress') {
        expect(selectAddresses(snapshot).map((a) => a.id)).not.toContain(OTHER.id);
      }
      if (event.type === 'xstate.done.actor.setContactAddress') {
        const asked = world.invocations.filter((i) => i.src === 'setContactAddress').at(-1)?.input;
        expect(selectAddresses(snapshot)[0]).toMatchObject({
          id: (asked as { addressId: string }).addressId,
          isContactAddress: true,
        });
        expect(selectNotice(snapshot)).toBe('Contact address updated');
      }
    },
  },
};
