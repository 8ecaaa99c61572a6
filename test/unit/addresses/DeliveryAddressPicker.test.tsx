import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressBookActor } from '../../../machines/address-book.machine.ts';
import type { Address } from '../../../src/domain/addresses.ts';
import { TITLES } from '../../../src/domain/validation.ts';
import { AddressBookModals } from '../../../src/features/addresses/AddressBookModals.tsx';
import {
  AddressBookActorContext,
  AddressesApiContext,
} from '../../../src/features/addresses/address-book.context.ts';
import { DeliveryAddressPicker } from '../../../src/features/addresses/DeliveryAddressPicker.tsx';
import { useAddressBook } from '../../../src/features/addresses/use-address-book.ts';
import { createFakeAddressesApi, savedAddress } from './fake-addresses-api.ts';

// The address views (doc 1 §4 Address modals, §5 Addresses; doc 2 §5 Addresses at booking) over a fake
// book that keeps the server's rules.

const CONTACT = savedAddress('1', { isContactAddress: true, line1: '1 Contact Road' });
const OTHER = savedAddress('2', { line1: '2 Other Lane' });
const IN_USE = savedAddress('3', { line1: '3 Booked Close', inUse: true });

function renderPicker(addresses: Address[], selected: string | null = null) {
  const fake = createFakeAddressesApi(addresses);
  const onSelect = vi.fn();
  function Page() {
    const [chosen, setChosen] = useState<string | null>(selected);
    return (
      <DeliveryAddressPicker
        selectedAddressId={chosen}
        onSelect={(address) => {
          onSelect(address);
          setChosen(address.id);
        }}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AddressesApiContext.Provider value={fake.api}>
        <Page />
      </AddressesApiContext.Provider>
    </QueryClientProvider>,
  );
  return { ...fake, onSelect, user: userEvent.setup(), queryClient };
}

const radios = () => screen.getAllByRole('radio');
const radioLabels = () => radios().map((radio) => radio.closest('label')?.textContent ?? '');

describe('DeliveryAddressPicker', () => {
  it('lists the addresses contact first and chooses the contact address when nothing is chosen', async () => {
    const { onSelect } = renderPicker([OTHER, IN_USE, CONTACT]);
    await waitFor(() => expect(radios()).toHaveLength(3));
    expect(radioLabels()[0]).toContain('1 Contact Road');
    expect(radioLabels()[0]).toContain('Contact address');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '1' })));
    expect(screen.getByRole('radio', { name: /1 Contact Road/ })).toBeChecked();
  });

  it('keeps the page’s choice and reports a new one', async () => {
    const { onSelect, user } = renderPicker([OTHER, CONTACT], '2');
    await waitFor(() => expect(screen.getByRole('radio', { name: /2 Other Lane/ })).toBeChecked());
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /1 Contact Road/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: '1' }));
    expect(screen.getByRole('radio', { name: /1 Contact Road/ })).toBeChecked();
  });

  it('will not edit an address in use, and says why', async () => {
    renderPicker([CONTACT, IN_USE]);
    const item = (await screen.findByRole('radio', { name: /3 Booked Close/ })).closest('li') as HTMLElement;
    expect(within(item).getByRole('button', { name: 'Edit 3 Booked Close' })).toBeDisabled();
    expect(
      within(item).getByText(
        'This address is being used by an order or slot and cannot be edited or deleted',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit 1 Contact Road' })).toBeEnabled();
  });

  it('adds an address: UK placeholders, every error highlighted, then the new address is chosen', async () => {
    const { user, onSelect, api } = renderPicker([CONTACT]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('GB');
    expect(within(dialog).getByLabelText('Postcode')).toHaveAttribute('placeholder', 'Postcode');
    expect(within(dialog).getByLabelText('Town (optional)')).toHaveAttribute('placeholder', 'Town');
    expect(within(dialog).getByLabelText('County (optional)')).toHaveAttribute('placeholder', 'County');
    const titles = within(within(dialog).getByLabelText('Title (optional)')).getAllByRole('option');
    expect(titles.map((option) => option.textContent)).toEqual(['Please select...', ...TITLES]);

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const summary = within(dialog).getByRole('alert');
    // The summary names each field, since the spec's 'Required' alone would not.
    for (const message of [
      'First name: Please enter your first name',
      'Last name: Please enter your last name',
      'Address line 1: Required',
      'Postcode: Required',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Address line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.addAddress).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('First name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Last name'), 'Smith');
    await user.type(within(dialog).getByLabelText('Address line 1'), '9 New Street');
    await user.type(within(dialog).getByLabelText('Postcode'), 'rg12 9zz');
    await user.type(within(dialog).getByLabelText('Contact number (optional)'), '0770');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByLabelText('Contact number (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getAllByText('Must be at least 10 numeric characters').length).toBeGreaterThan(0);
    await user.clear(within(dialog).getByLabelText('Contact number (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ line1: '9 New Street', postalCode: 'RG12 9ZZ', country: 'GB' }),
      { setContactAddress: false },
    );
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ line1: '9 New Street' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /9 New Street/ })).toBeChecked());
  });

  it('shows other countries’ placeholders and their postcode rules', async () => {
    const { user } = renderPicker([CONTACT]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'US');
    expect(within(dialog).getByLabelText('ZIP / Postal Code')).toHaveAttribute(
      'placeholder',
      'ZIP / Postal Code',
    );
    expect(within(dialog).getByLabelText('City (optional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('State / Province / Region (optional)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('ZIP / Postal Code'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getAllByText('Invalid US ZIP code').length).toBeGreaterThan(0);
  });

  it('puts the server’s field errors on the fields and keeps what was typed', async () => {
    const fake = renderPicker([CONTACT]);
    const { user } = fake;
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Last name'), 'Smith');
    await user.type(within(dialog).getByLabelText('Address line 1'), '9 New Street');
    await user.type(within(dialog).getByLabelText('Postcode'), 'RG12 9ZZ');
    fake.refuseNext({
      type: 'INVALID_ADDRESS',
      message: 'Please check the highlighted fields',
      fieldErrors: { postalCode: 'Invalid UK postcode' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getAllByText('Invalid UK postcode').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Address line 1')).toHaveValue('9 New Street');
    fake.refuseNext({
      type: 'TOO_MANY_ADDRESSES',
      message: 'You can save up to 50 addresses',
      fieldErrors: {},
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('You can save up to 50 addresses')).toBeInTheDocument();
  });

  it('edits an address, and closes without a call when nothing changed', async () => {
    const { user, api } = renderPicker([CONTACT, OTHER]);
    await user.click(await screen.findByRole('button', { name: 'Edit 2 Other Lane' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('Address line 1')).toHaveValue('2 Other Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updateAddress).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit 2 Other Lane' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    await user.clear(within(dialog).getByLabelText('Address line 1'));
    await user.type(within(dialog).getByLabelText('Address line 1'), '22 Other Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updateAddress).toHaveBeenCalledWith('2', expect.objectContaining({ line1: '22 Other Lane' }));
    expect(await screen.findByRole('radio', { name: /22 Other Lane/ })).toBeInTheDocument();
  });

  it('while the book reloads after a change, its buttons wait and a choice still counts', async () => {
    const { user, api, onSelect } = renderPicker([CONTACT, OTHER], '1');
    await user.click(await screen.findByRole('button', { name: 'Edit 2 Other Lane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    let reloaded: () => void = () => {};
    const getAddresses = vi.mocked(api.getAddresses);
    const load = getAddresses.getMockImplementation();
    getAddresses.mockImplementationOnce(
      () => new Promise((resolve) => (reloaded = () => resolve(load?.() ?? Promise.resolve([])))),
    );
    await user.type(within(dialog).getByLabelText('Address line 2 (optional)'), 'Flat 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const add = screen.getByRole('button', { name: 'Add a new address' });
    const edit = screen.getByRole('button', { name: 'Edit 1 Contact Road' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    await user.click(edit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /2 Other Lane/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: '2' }));
    expect(screen.getByRole('radio', { name: /2 Other Lane/ })).toBeChecked();

    act(() => reloaded());
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    expect(edit).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('radio', { name: /2 Other Lane/ })).toBeChecked();
    await user.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add a new address' })).toBeInTheDocument();
  });

  it('offers every address in the choose modal, contact first and the chosen one marked', async () => {
    const many = [CONTACT, OTHER, savedAddress('4'), savedAddress('5'), savedAddress('6')];
    const { user, onSelect } = renderPicker(many, '2');
    await user.click(await screen.findByRole('button', { name: 'Show all 5 addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an address' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(5);
    expect(choices[0]?.closest('label')?.textContent).toContain('1 Contact Road');
    expect(within(dialog).getByRole('radio', { name: /2 Other Lane/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /4 High Street/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: '4' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /4 High Street/ })).toBeChecked();
  });

  it('says when the addresses cannot be loaded and tries again', async () => {
    const fake = createFakeAddressesApi([CONTACT]);
    const getAddresses = fake.api.getAddresses;
    fake.api.getAddresses = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(getAddresses);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AddressesApiContext.Provider value={fake.api}>
          <DeliveryAddressPicker selectedAddressId={null} onSelect={() => {}} />
        </AddressesApiContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Sorry, we could not load your addresses.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /1 Contact Road/ })).toBeInTheDocument();
  });
});

/** A call's answer the test gives when it chooses. */
function held<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('delete and contact-address confirmations', () => {
  function renderBook(addresses: Address[]) {
    const fake = createFakeAddressesApi(addresses);
    let actor: AddressBookActor | undefined;
    function Book() {
      const book = useAddressBook();
      actor = book;
      return (
        <AddressBookActorContext.Provider value={book}>
          <AddressBookModals />
        </AddressBookActorContext.Provider>
      );
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AddressesApiContext.Provider value={fake.api}>
          <Book />
        </AddressesApiContext.Provider>
      </QueryClientProvider>,
    );
    const send = (event: Parameters<AddressBookActor['send']>[0]) => act(() => actor?.send(event));
    const snapshot = () => actor?.getSnapshot();
    const running = () => {
      if (!actor) throw new Error('The address book is not running');
      return actor;
    };
    return { ...fake, send, snapshot, actor: running, user: userEvent.setup() };
  }

  it('asks before deleting, then deletes', async () => {
    const { send, user, api, book, snapshot } = renderBook([CONTACT, OTHER]);
    await waitFor(() => expect(snapshot()?.matches('ready')).toBe(true));
    send({ type: 'DELETE', addressId: '2' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByText('Are you sure you want to delete this address?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleteAddress).toHaveBeenCalledWith('2');
    expect(book().map((address) => address.id)).toEqual(['1']);
  });

  it('changes the contact address after asking, and says "Contact address updated"', async () => {
    const { send, user, snapshot, book } = renderBook([CONTACT, OTHER]);
    await waitFor(() => expect(snapshot()?.matches('ready')).toBe(true));
    send({ type: 'MAKE_CONTACT', addressId: '2' });
    const dialog = await screen.findByRole('dialog', { name: 'Change contact address' });
    await user.click(within(dialog).getByRole('button', { name: 'Make contact address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Contact address updated');
    expect(book().find((address) => address.isContactAddress)?.id).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Contact address updated')).not.toBeInTheDocument();
  });

  it('lets the snackbar be dismissed while the list is loaded again after the contact address changed', async () => {
    const { send, user, snapshot, api } = renderBook([CONTACT, OTHER]);
    await waitFor(() => expect(snapshot()?.matches('ready')).toBe(true));
    const reload = held<Address[]>();
    vi.mocked(api.getAddresses).mockImplementationOnce(() => reload.promise);
    send({ type: 'MAKE_CONTACT', addressId: '2' });
    const dialog = await screen.findByRole('dialog', { name: 'Change contact address' });
    await user.click(within(dialog).getByRole('button', { name: 'Make contact address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Contact address updated');
    expect(snapshot()?.matches('refreshing')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Contact address updated')).not.toBeInTheDocument();
    await act(async () => reload.resolve([{ ...OTHER, isContactAddress: true }, CONTACT]));
    await waitFor(() => expect(snapshot()?.matches({ ready: 'quiet' })).toBe(true));
    expect(screen.queryByText('Contact address updated')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open, its Cancel waiting, while the delete is under way', async () => {
    const { send, user, snapshot, api, actor: book } = renderBook([CONTACT, OTHER]);
    await waitFor(() => expect(snapshot()?.matches('ready')).toBe(true));
    const deletion = held<void>();
    vi.mocked(api.deleteAddress).mockImplementationOnce(() => deletion.promise);
    send({ type: 'DELETE', addressId: '2' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(snapshot()?.matches('deleting')).toBe(true);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    // Cancel, Escape and the X send nothing the machine would drop.
    const sent = vi.spyOn(book(), 'send');
    await user.click(cancel);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(snapshot()?.matches('deleting')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Delete address' })).toBe(dialog);
    expect(sent).not.toHaveBeenCalled();
    await act(async () => deletion.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleteAddress).toHaveBeenCalledWith('2');
  });

  it('reports a refused delete with the spec’s message, and a cancelled one does nothing', async () => {
    const { send, user, snapshot, api, refuseNext } = renderBook([CONTACT, OTHER]);
    await waitFor(() => expect(snapshot()?.matches('ready')).toBe(true));
    send({ type: 'DELETE', addressId: '2' });
    let dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleteAddress).not.toHaveBeenCalled();

    send({ type: 'DELETE', addressId: '2' });
    dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    refuseNext({
      type: 'CONTACT_ADDRESS',
      message: 'Your account must contain a contact address',
      fieldErrors: {},
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account must contain a contact address');
  });
});
