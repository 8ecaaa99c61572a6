import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { Address } from '../src/contract/addresses.ts';
import {
  ADDRESS_MESSAGES,
  type AddressFailure,
  type AddressField,
  type AddressFormValues,
  type AddressInput,
  addressChanged,
  addressFailureOf,
  addressInputOf,
  canDeleteAddress,
  canEditAddress,
  chooseAddress,
  EMPTY_ADDRESS_FORM,
  formValuesOf,
  validateAddress,
} from '../src/domain/addresses.ts';
import type { FieldErrors } from '../src/domain/validation.ts';

/** Which modal is open over the address list. */
export type AddressModal = 'add' | 'edit' | 'choose' | 'confirmDelete' | 'confirmContact' | null;

export interface AddressBookContext {
  /** The customer's addresses, the contact address first (doc 1 §4 Address modals). */
  addresses: Address[];
  selectedId: string | null;
  /** The address the edit modal, or the delete or contact confirmation, is about. */
  targetId: string | null;
  /** What the open form holds when it was submitted (kept while it is saved, and after an error). */
  values: AddressFormValues | null;
  /** The new address is to become the contact address. */
  setContact: boolean;
  /** Field messages of doc 1 §5: the form's own check, or the server's answer. */
  fieldErrors: FieldErrors<AddressField>;
  /** A message about the whole call (last address, contact address, in use, unexpected), or null. */
  formError: string | null;
  /** The error flags of doc 1 §4: the add, the edit, the contact-address update (and the delete) failed. */
  addError: boolean;
  editError: boolean;
  contactError: boolean;
  deleteError: boolean;
  /** The list could not be loaded. */
  loadError: boolean;
  /** The snackbar's message ('Contact address updated'), or null. */
  notice: string | null;
}

export type AddressBookEvent =
  | { type: 'OPEN_ADD' }
  | { type: 'OPEN_EDIT'; addressId: string }
  | { type: 'OPEN_CHOOSE' }
  /** The form is submitted with its values; for a new address, whether it becomes the contact address. */
  | { type: 'SUBMIT'; values: AddressFormValues; setContactAddress?: boolean }
  /** An address is chosen (from the list or the choose modal). */
  | { type: 'SELECT'; addressId: string }
  | { type: 'DELETE'; addressId: string }
  | { type: 'MAKE_CONTACT'; addressId: string }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_NOTICE' }
  /** The page's chosen address changed (or is first known). */
  | { type: 'SELECTION_CHANGED'; addressId: string | null }
  | DoneActorEvent<Address[], 'loadAddresses'>
  | ErrorActorEvent<unknown, 'loadAddresses'>
  | DoneActorEvent<Address, 'addAddress'>
  | ErrorActorEvent<unknown, 'addAddress'>
  | DoneActorEvent<Address, 'updateAddress'>
  | ErrorActorEvent<unknown, 'updateAddress'>
  | DoneActorEvent<void, 'deleteAddress'>
  | ErrorActorEvent<unknown, 'deleteAddress'>
  | DoneActorEvent<Address, 'setContactAddress'>
  | ErrorActorEvent<unknown, 'setContactAddress'>;

function notProvided(name: string): never {
  throw new Error(`The address book's "${name}" is supplied by the app with addressBookMachine.provide()`);
}

const byId = (context: AddressBookContext, id: string | null) =>
  id === null ? undefined : context.addresses.find((address) => address.id === id);

/** The contact address first, the chosen one marked (doc 1 §4); the marks are not kept in the list. */
const contactFirst = (addresses: readonly Address[]): Address[] =>
  chooseAddress(addresses, null).map(({ selected: _selected, ...address }) => address);

const cleanSlate = {
  fieldErrors: {},
  formError: null,
  addError: false,
  editError: false,
  contactError: false,
  deleteError: false,
} satisfies Partial<AddressBookContext>;

/** The failure an actor's error event carries. */
function failureOf(event: AddressBookEvent): AddressFailure {
  return addressFailureOf('error' in event ? event.error : undefined);
}

/** A refusal speaks through its fields when it has any; otherwise its message is for the whole form. */
function errorsOf(failure: AddressFailure) {
  const speaksThroughFields = Object.keys(failure.fieldErrors).length > 0;
  return {
    fieldErrors: failure.fieldErrors,
    formError: speaksThroughFields ? null : failure.message,
  };
}

/**
 * The address book modals (doc 1 §4 Address modals, §5 Addresses; doc 2 §5 Addresses at booking): add, edit
 * and choose an address; delete one and make one the contact address, each after a confirmation. The list is
 * the server's, loaded again after every change; the form's values are checked with doc 1 §5's rules before
 * anything is sent, and the server's field errors come back to the same fields.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    /** The customer's addresses, contact first (graph `addresses`, through the query cache). */
    loadAddresses: fromPromise<Address[], void>(async () => notProvided('loadAddresses')),
    addAddress: fromPromise<Address, { input: AddressInput; setContactAddress: boolean }>(async () =>
      notProvided('addAddress'),
    ),
    updateAddress: fromPromise<Address, { addressId: string; input: AddressInput }>(async () =>
      notProvided('updateAddress'),
    ),
    deleteAddress: fromPromise<void, { addressId: string }>(async () => notProvided('deleteAddress')),
    setContactAddress: fromPromise<Address, { addressId: string }>(async () =>
      notProvided('setContactAddress'),
    ),
  },
  delays: {
    /** How long the snackbar shows. */
    NOTICE_TIMEOUT: 5000,
  },
  actions: {
    'keep the addresses': assign({
      addresses: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAddresses');
        return contactFirst(event.output);
      },
      loadError: false,
    }),
    'note the load failed': assign({ loadError: true }),
    'forget the errors': assign(cleanSlate),
    'start an empty form': assign({ ...cleanSlate, values: null, targetId: null }),
    'aim at the address': assign(({ event }) => {
      assertEvent(event, ['OPEN_EDIT', 'DELETE', 'MAKE_CONTACT']);
      return { ...cleanSlate, targetId: event.addressId, values: null };
    }),
    'keep the values': assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { values: event.values, setContact: event.setContactAddress ?? false };
    }),
    'keep the page selection': assign({
      selectedId: ({ event }) => {
        assertEvent(event, 'SELECTION_CHANGED');
        return event.addressId;
      },
    }),
    'send the new address': spawnChild('addAddress', {
      id: 'addAddress',
      input: ({ context }) => ({
        input: addressInputOf(context.values ?? EMPTY_ADDRESS_FORM),
        setContactAddress: context.setContact,
      }),
    }),
    'stop adding': stopChild('addAddress'),
    'send the changed address': spawnChild('updateAddress', {
      id: 'updateAddress',
      input: ({ context }) => ({
        addressId: context.targetId ?? '',
        input: addressInputOf(context.values ?? EMPTY_ADDRESS_FORM),
      }),
    }),
    'stop editing': stopChild('updateAddress'),
    'send the deletion': spawnChild('deleteAddress', {
      id: 'deleteAddress',
      input: ({ context }) => ({ addressId: context.targetId ?? '' }),
    }),
    'stop deleting': stopChild('deleteAddress'),
    'send the contact address': spawnChild('setContactAddress', {
      id: 'setContactAddress',
      input: ({ context }) => ({ addressId: context.targetId ?? '' }),
    }),
    'stop updating the contact address': stopChild('setContactAddress'),
    'show the form errors': assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        ...cleanSlate,
        values: event.values,
        fieldErrors: validateAddress(addressInputOf(event.values)),
      };
    }),
    'select the contact address': assign({
      selectedId: ({ context }) => context.addresses.find((address) => address.isContactAddress)?.id ?? null,
    }),
    'select the address': assign({
      selectedId: ({ event }) => {
        assertEvent(event, 'SELECT');
        return event.addressId;
      },
    }),
    'select the new address': assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.addAddress');
      const others = context.addresses.filter((address) => address.id !== event.output.id);
      const addresses = event.output.isContactAddress
        ? [event.output, ...others.map((address) => ({ ...address, isContactAddress: false }))]
        : [...others, event.output];
      return { selectedId: event.output.id, addresses: contactFirst(addresses), values: null };
    }),
    'put the changed address in the list': assign({
      addresses: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.updateAddress');
        return context.addresses.map((address) => (address.id === event.output.id ? event.output : address));
      },
      values: null,
    }),
    'take the deleted address out': assign(({ context }) => ({
      addresses: context.addresses.filter((address) => address.id !== context.targetId),
      selectedId: context.selectedId === context.targetId ? null : context.selectedId,
      targetId: null,
    })),
    'mark the contact address': assign(({ context }) => {
      // The one asked for; the server answered it as the contact address.
      return {
        addresses: contactFirst(
          context.addresses.map((address) => ({
            ...address,
            isContactAddress: address.id === context.targetId,
          })),
        ),
        notice: ADDRESS_MESSAGES.contactUpdated,
        targetId: null,
      };
    }),
    'show the add error': assign(({ event }) => ({ ...errorsOf(failureOf(event)), addError: true })),
    'show the edit error': assign(({ event }) => ({ ...errorsOf(failureOf(event)), editError: true })),
    'show the delete error': assign(({ event }) => ({
      ...cleanSlate,
      formError: failureOf(event).message,
      deleteError: true,
    })),
    'show the contact error': assign(({ event }) => ({
      ...cleanSlate,
      formError: failureOf(event).message,
      contactError: true,
    })),
    'forget the notice': assign({ notice: null }),
    // The app provides these: the choice goes to the page (the delivery address of the slot booking).
    'report the choice': () => {},
    'report the new address': () => {},
  },
  guards: {
    'the values are valid': ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return Object.keys(validateAddress(addressInputOf(event.values))).length === 0;
    },
    'nothing was changed': ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const address = byId(context, context.targetId);
      return address !== undefined && !addressChanged(formValuesOf(address), event.values);
    },
    'the address may be edited': ({ context, event }) => {
      assertEvent(event, 'OPEN_EDIT');
      const address = byId(context, event.addressId);
      return address !== undefined && canEditAddress(address);
    },
    'the address may be deleted': ({ context, event }) => {
      assertEvent(event, 'DELETE');
      const address = byId(context, event.addressId);
      return address !== undefined && canDeleteAddress(address);
    },
    'it is another address than the contact address': ({ context, event }) => {
      assertEvent(event, 'MAKE_CONTACT');
      const address = byId(context, event.addressId);
      return address !== undefined && !address.isContactAddress;
    },
    'it is one of the addresses': ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return byId(context, event.addressId) !== undefined;
    },
    'the addresses are known': ({ context }) => context.addresses.length > 0,
    'a notice is showing': ({ context }) => context.notice !== null,
    'nothing is chosen yet': ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadAddresses');
      return context.selectedId === null && event.output.some((address) => address.isContactAddress);
    },
  },
}).createMachine({
  id: 'addressBook',
  description:
    "The customer's address book and its modals: add, edit and choose an address; delete one and change the " +
    'contact address after a confirmation. An account keeps at least one address and a contact address, and ' +
    'an address in use by an order or slot cannot be edited or deleted (the server says which; the list ' +
    'shows it).',
  context: {
    addresses: [],
    selectedId: null,
    targetId: null,
    values: null,
    setContact: false,
    fieldErrors: {},
    formError: null,
    addError: false,
    editError: false,
    contactError: false,
    deleteError: false,
    loadError: false,
    notice: null,
  },
  on: { SELECTION_CHANGED: { actions: 'keep the page selection' } },
  initial: 'loading',
  states: {
    loading: {
      description:
        "The customer's addresses are loaded (graph addresses, version 2, contact first). With nothing chosen " +
        'yet, the contact address is chosen.',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: [
          {
            guard: 'nothing is chosen yet',
            target: 'ready',
            actions: ['keep the addresses', 'select the contact address', 'report the choice'],
          },
          { target: 'ready', actions: 'keep the addresses' },
        ],
        onError: { target: 'loadFailed', actions: 'note the load failed' },
      },
    },
    loadFailed: {
      description: 'The addresses could not be loaded: the page says so and offers to try again.',
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The list is shown with no modal open.',
      initial: 'quiet',
      states: {
        quiet: {},
        notifying: {
          description: "The snackbar shows 'Contact address updated' for a few seconds.",
          exit: 'forget the notice',
          after: { NOTICE_TIMEOUT: 'quiet' },
          on: { DISMISS_NOTICE: 'quiet' },
        },
      },
      on: {
        OPEN_ADD: { target: 'adding', actions: 'start an empty form' },
        OPEN_EDIT: { guard: 'the address may be edited', target: 'editing', actions: 'aim at the address' },
        OPEN_CHOOSE: { guard: 'the addresses are known', target: 'choosing', actions: 'forget the errors' },
        SELECT: {
          guard: 'it is one of the addresses',
          actions: ['select the address', 'report the choice'],
        },
        DELETE: {
          guard: 'the address may be deleted',
          target: 'confirmingDelete',
          actions: 'aim at the address',
        },
        MAKE_CONTACT: {
          guard: 'it is another address than the contact address',
          target: 'confirmingContact',
          actions: 'aim at the address',
        },
      },
    },
    choosing: {
      description:
        'The choose-address modal: the contact address first, the chosen one marked; a new address can be ' +
        'added and an address edited from it.',
      on: {
        SELECT: {
          guard: 'it is one of the addresses',
          target: 'ready',
          actions: ['select the address', 'report the choice'],
        },
        OPEN_ADD: { target: 'adding', actions: 'start an empty form' },
        OPEN_EDIT: { guard: 'the address may be edited', target: 'editing', actions: 'aim at the address' },
        CLOSE: 'ready',
      },
    },
    adding: {
      description: 'The add-address modal (manual entry: manualAddressFormOnly).',
      initial: 'form',
      on: { CLOSE: { target: 'ready', actions: 'forget the errors' } },
      states: {
        form: {
          on: {
            SUBMIT: [
              {
                guard: 'the values are valid',
                target: 'saving',
                actions: ['forget the errors', 'keep the values'],
              },
              { actions: 'show the form errors' },
            ],
          },
        },
        saving: {
          description: 'addAddress: the new address is saved, and chosen once it is.',
          entry: 'send the new address',
          exit: 'stop adding',
          on: {
            'xstate.done.actor.addAddress': {
              target: '#addressBook.refreshing',
              actions: ['select the new address', 'report the new address'],
            },
            'xstate.error.actor.addAddress': { target: 'form', actions: 'show the add error' },
          },
        },
      },
    },
    editing: {
      description:
        'The edit-address modal for one address that is not in use. Nothing changed (doc 1 §5 change ' +
        'detection): it closes without a call.',
      initial: 'form',
      on: { CLOSE: { target: 'ready', actions: 'forget the errors' } },
      states: {
        form: {
          on: {
            SUBMIT: [
              { guard: 'nothing was changed', target: '#addressBook.ready', actions: 'forget the errors' },
              {
                guard: 'the values are valid',
                target: 'saving',
                actions: ['forget the errors', 'keep the values'],
              },
              { actions: 'show the form errors' },
            ],
          },
        },
        saving: {
          description: 'PUT addresses/{addressId}: refused when an order or slot started using it meanwhile.',
          entry: 'send the changed address',
          exit: 'stop editing',
          on: {
            'xstate.done.actor.updateAddress': {
              target: '#addressBook.refreshing',
              actions: 'put the changed address in the list',
            },
            'xstate.error.actor.updateAddress': { target: 'form', actions: 'show the edit error' },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Are you sure you want to delete this address?',
      on: { CONFIRM: 'deleting', CLOSE: 'ready' },
    },
    deleting: {
      description:
        "DELETE addresses/{addressId}: refused for the last address ('Your account must contain at least one " +
        "address'), the contact address ('Your account must contain a contact address') and one in use.",
      entry: 'send the deletion',
      exit: 'stop deleting',
      on: {
        'xstate.done.actor.deleteAddress': { target: 'refreshing', actions: 'take the deleted address out' },
        'xstate.error.actor.deleteAddress': { target: 'ready', actions: 'show the delete error' },
      },
    },
    confirmingContact: {
      description: 'Make this your contact address?',
      on: { CONFIRM: 'updatingContact', CLOSE: 'ready' },
    },
    updatingContact: {
      description: 'PUT contact-address; the snackbar says "Contact address updated".',
      entry: 'send the contact address',
      exit: 'stop updating the contact address',
      on: {
        'xstate.done.actor.setContactAddress': { target: 'refreshing', actions: 'mark the contact address' },
        'xstate.error.actor.setContactAddress': { target: 'ready', actions: 'show the contact error' },
      },
    },
    refreshing: {
      description:
        'After a change the list is loaded again, for what only the server knows (which address may be ' +
        "deleted, which is in use). If that fails, the list as changed here stays. The list's buttons wait " +
        'meanwhile (selectIsRefreshing); choosing an address needs nothing from the server and is kept, and ' +
        "the snackbar ('Contact address updated', on show from here) can be dismissed.",
      on: {
        SELECT: {
          guard: 'it is one of the addresses',
          actions: ['select the address', 'report the choice'],
        },
        DISMISS_NOTICE: { actions: 'forget the notice' },
      },
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: [
          { guard: 'a notice is showing', target: 'ready.notifying', actions: 'keep the addresses' },
          { target: 'ready', actions: 'keep the addresses' },
        ],
        onError: [{ guard: 'a notice is showing', target: 'ready.notifying' }, { target: 'ready' }],
      },
    },
  },
});

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;
export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

// Selectors: what the address views read.

export function selectModal(snapshot: AddressBookSnapshot): AddressModal {
  if (snapshot.matches('adding')) return 'add';
  if (snapshot.matches('editing')) return 'edit';
  if (snapshot.matches('choosing')) return 'choose';
  if (snapshot.matches('confirmingDelete') || snapshot.matches('deleting')) return 'confirmDelete';
  if (snapshot.matches('confirmingContact') || snapshot.matches('updatingContact')) return 'confirmContact';
  return null;
}
export const selectAddresses = (snapshot: AddressBookSnapshot): Address[] => snapshot.context.addresses;
/** The addresses as the choose modal lists them: the contact address first, the chosen one marked. */
export const selectChoices = (snapshot: AddressBookSnapshot) =>
  chooseAddress(snapshot.context.addresses, snapshot.context.selectedId);
export const selectSelectedId = (snapshot: AddressBookSnapshot): string | null => snapshot.context.selectedId;
/** The address the edit modal or a confirmation is about. */
export const selectTarget = (snapshot: AddressBookSnapshot): Address | undefined =>
  byId(snapshot.context, snapshot.context.targetId);
export const selectFieldErrors = (snapshot: AddressBookSnapshot) => snapshot.context.fieldErrors;
export const selectFormError = (snapshot: AddressBookSnapshot): string | null => snapshot.context.formError;
export const selectIsLoading = (snapshot: AddressBookSnapshot): boolean => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: AddressBookSnapshot): boolean => snapshot.matches('loadFailed');
/** A call is under way: the form's buttons wait. */
export const selectIsBusy = (snapshot: AddressBookSnapshot): boolean =>
  snapshot.matches({ adding: 'saving' }) ||
  snapshot.matches({ editing: 'saving' }) ||
  snapshot.matches('deleting') ||
  snapshot.matches('updatingContact') ||
  snapshot.matches('refreshing');
/**
 * The list is being brought up to date after a change: its buttons (add, edit, delete, contact address) wait
 * until it is, since what they may do is what the server says.
 */
export const selectIsRefreshing = (snapshot: AddressBookSnapshot): boolean => snapshot.matches('refreshing');
/** Why the last delete or contact-address change was refused ('Your account must contain ...'), or null. */
export const selectActionError = (snapshot: AddressBookSnapshot): string | null =>
  snapshot.context.deleteError || snapshot.context.contactError ? snapshot.context.formError : null;
export const selectNotice = (snapshot: AddressBookSnapshot): string | null => snapshot.context.notice;
/** The form values to show again (after an error), or null for the modal's own start. */
export const selectValues = (snapshot: AddressBookSnapshot): AddressFormValues | null =>
  snapshot.context.values;
