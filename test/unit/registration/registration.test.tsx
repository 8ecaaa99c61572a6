import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationError } from '../../../src/api/session.ts';
import { REGISTRATION_REFUSED_MESSAGE } from '../../../src/domain/session.ts';
import { browserHref, CUSTOMER_ACCESS, deferred, renderShop } from '../sign-in/support.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function stepOne(email = 'new.shopper@example.com', password = 'Groceries1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

async function stepTwo(
  user: ReturnType<typeof userEvent.setup>,
  title = 'Ms',
  first = 'Ann',
  last = 'Smith',
) {
  await user.selectOptions(await screen.findByLabelText('Title (optional)'), title);
  await user.type(screen.getByLabelText('First name'), first);
  await user.type(screen.getByLabelText('Last name'), last);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration, step 1 /ecom/registration', () => {
  it('asks for an email and a new password', async () => {
    renderShop('/ecom/registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(document.title).toBe('Register'));
  });

  it('checks both fields with doc 1 §5’s rules and messages', async () => {
    renderShop('/ecom/registration');
    await stepOne('new.shopper@', 'groceries');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Invalid email address' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Must contain at least one letter and one number' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  });

  it('a signed-in shopper has an account already: the groceries home', async () => {
    const { router } = renderShop('/ecom/registration', { token: CUSTOMER_ACCESS });
    await waitFor(() => expect(browserHref(router)).toBe('/ecom/shop/browse/groceries'));
  });
});

describe('registration, step 2 /ecom/registration/account-details', () => {
  it('follows step 1, which it keeps: Back shows what was typed', async () => {
    const { router } = renderShop('/ecom/registration');
    const user = await stepOne();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration/account-details');
    expect(screen.getByText('new.shopper@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (optional)')).toHaveAttribute('autocomplete', 'honorific-prefix');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(
      within(screen.getByLabelText('Title (optional)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Please select...',
      'Mr',
      'Mrs',
      'Miss',
      'Ms',
      'Mx',
      'Dr',
      'Lord',
      'Lady',
      'Prof',
      'Reverend',
      'Sir',
      'Dame',
    ]);
    await user.type(screen.getByLabelText('First name'), 'Ann');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('new.shopper@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Groceries1');
  });

  it('a visit before step 1 goes to step 1', async () => {
    const { router } = renderShop('/ecom/registration/account-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration');
  });

  it('checks the names before registering', async () => {
    const { tokenService } = renderShop('/ecom/registration');
    const user = await stepOne();
    await user.type(await screen.findByLabelText('Last name'), 'Sm1th!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Please enter your first name' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Invalid last name' })).toBeInTheDocument();
    expect(tokenService.register).not.toHaveBeenCalled();
  });

  it('registers through the session, showing progress, then the success page signed in', async () => {
    const held = deferred<{ accessToken: string }>();
    const register = vi.fn(() => held.promise);
    const { router, session } = renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne(' new.shopper@example.com ');
    await stepTwo(user, 'Ms', ' Ann ', "O'Neill");
    expect(await screen.findByRole('button', { name: 'Creating your account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Creating your account...' }));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      email: 'new.shopper@example.com',
      password: 'Groceries1',
      title: 'Ms',
      firstName: 'Ann',
      lastName: "O'Neill",
    });

    held.resolve({ accessToken: CUSTOMER_ACCESS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Waitrose' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration/success');
    expect(session.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('while registering, Back and Change wait: still focusable, aria-disabled, a click stays on step 2', async () => {
    const held = deferred<{ accessToken: string }>();
    const register = vi.fn(() => held.promise);
    const { router } = renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    await screen.findByRole('button', { name: 'Creating your account...' });
    for (const name of ['Back', 'Change']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).toHaveAttribute('href', '/ecom/registration');
      await user.click(link);
      expect(browserHref(router)).toBe('/ecom/registration/account-details');
      expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    }

    held.reject(new RegistrationError('VALIDATION', 'Check your details', { lastName: 'Invalid last name' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Error: Invalid last name'),
    );
    expect(screen.getByRole('link', { name: 'Back' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Change' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('link', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration');
  });

  it('step 1 shown by the browser’s Back while registering still continues after a step 2 error', async () => {
    const held = deferred<{ accessToken: string }>();
    const register = vi.fn(() => held.promise);
    const { router } = renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    await screen.findByRole('button', { name: 'Creating your account...' });

    act(() => router.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    const waiting = screen.getByRole('button', { name: 'Creating your account...' });
    expect(waiting, 'step 1 waits for the registration too').toHaveAttribute('aria-disabled', 'true');

    held.reject(new RegistrationError('VALIDATION', 'Check your details', { lastName: 'Invalid last name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid last name');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration/account-details');
    expect(screen.getByLabelText('Last name')).toHaveValue('Smith');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Smyth');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('leaves out the title when none is chosen', async () => {
    const { tokenService } = renderShop('/ecom/registration');
    const user = await stepOne();
    await stepTwo(user, '');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Waitrose' });
    expect(tokenService.register).toHaveBeenCalledWith({
      email: 'new.shopper@example.com',
      password: 'Groceries1',
      firstName: 'Ann',
      lastName: 'Smith',
    });
  });

  it('shows the server’s field errors on the step that has the field, keeping what was typed', async () => {
    const register = vi.fn(async () =>
      Promise.reject(
        new RegistrationError('VALIDATION', 'Check your details', { lastName: 'Invalid last name' }),
      ),
    );
    renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Error: Invalid last name'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid last name');
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Last name')).toHaveValue('Smith');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Ms');
  });

  it('takes an error about the password back to step 1, with the email kept', async () => {
    const register = vi.fn(async () =>
      Promise.reject(
        new RegistrationError('VALIDATION', 'Check your details', {
          password: 'Must be no more than 64 characters',
        }),
      ),
    );
    const { router } = renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration');
    expect(screen.getByLabelText('Email address')).toHaveValue('new.shopper@example.com');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 64 characters, with at least one letter and one number Error: Must be no more than 64 characters',
    );
  });

  it('takes a refused email back to step 1, offering sign-in and a password reset', async () => {
    const register = vi.fn(async () =>
      Promise.reject(new RegistrationError('REGISTRATION_REFUSED', REGISTRATION_REFUSED_MESSAGE, {})),
    );
    renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_REFUSED_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/ecom/forgot-password',
    );
  });

  it('says when registering is throttled, staying on step 2', async () => {
    const register = vi.fn(async () => Promise.reject(new RegistrationError('THROTTLED', '', {})));
    renderShop('/ecom/registration', { tokenService: { register } });
    const user = await stepOne();
    await stepTwo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have tried to register too many times. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
  });
});

describe('registration success /ecom/registration/success', () => {
  it('is only for a signed-in shopper', async () => {
    const { router } = renderShop('/ecom/registration/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/registration');
  });
});
