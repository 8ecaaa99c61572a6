import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectIsLoggingIn } from '../../../machines/session.selectors.ts';
import { LoginError } from '../../../src/api/session.ts';
import { LOGIN_ERROR_MESSAGES, type LoginErrorCode } from '../../../src/domain/session.ts';
import { LOGIN_IN_PROGRESS_KEY } from '../../../src/shop/door/login-analytics.ts';
import { browserHref, CUSTOMER_ACCESS, deferred, renderShop } from './support.tsx';

// The install banner depends on the user agent only; it has its own tests.
vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.dataLayer = undefined;
});

async function signIn(email = 'ann.smith@example.com', password = 'Groceries1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the sign-in page', () => {
  it.each(['/ecom/login', '/ecom/sign-in'])('%s is the sign-in form in the minimal layout', async (path) => {
    renderShop(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/ecom/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register for an account' })).toHaveAttribute(
      'href',
      '/ecom/registration',
    );
    // The minimal header: no account menu, no search.
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log in'));
  });

  it('shows the password on request', async () => {
    renderShop('/ecom/login');
    const password = await screen.findByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks the fields before sending anything, with an error summary linked to them', async () => {
    const { tokenService } = renderShop('/ecom/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    const emailLink = within(summary).getByRole('link', { name: 'Please enter your email address' });
    expect(within(summary).getByRole('link', { name: 'Please enter your password' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Please enter your email address');
    await userEvent.click(emailLink);
    expect(email).toHaveFocus();
    expect(tokenService.logIn).not.toHaveBeenCalled();
  });

  it('says an email address is invalid', async () => {
    renderShop('/ecom/login');
    await signIn('ann.smith@', 'Groceries1');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Error: Invalid email address',
    );
  });

  it.each<[LoginErrorCode, string]>([
    ['INVALID_CREDENTIALS', 'Your email address or password is incorrect'],
    ['THROTTLE_LOGIN_ERROR', LOGIN_ERROR_MESSAGES.THROTTLE_LOGIN_ERROR],
    ['HARD_LOCKED', LOGIN_ERROR_MESSAGES.HARD_LOCKED],
  ])('shows the session’s %s error, keeping what was typed', async (code, message) => {
    const serverMessage = code === 'INVALID_CREDENTIALS' ? message : '';
    renderShop('/ecom/login', {
      tokenService: { logIn: vi.fn(async () => Promise.reject(new LoginError(code, serverMessage))) },
    });
    await signIn();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(message);
    expect(screen.getByLabelText('Email address')).toHaveValue('ann.smith@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('takes a soft-locked account to the locked forgot-password page', async () => {
    const { router } = renderShop('/ecom/login', {
      tokenService: { logIn: vi.fn(async () => Promise.reject(new LoginError('SOFT_LOCKED', ''))) },
    });
    await signIn('soft-locked@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is locked' }),
    ).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/forgot-password/locked');
  });

  it('rethrows an unexpected failure to the error page, and Try again shows the form afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session } = renderShop('/ecom/login', {
      tokenService: { logIn: vi.fn(async () => Promise.reject(new Error('POST auth answered 500'))) },
    });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Sorry, something has gone wrong...' }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(session.actor.getSnapshot().context.loginError).toBeNull();
  });

  it.each([
    ['?error=SOFT_LOCKED', LOGIN_ERROR_MESSAGES.SOFT_LOCKED],
    ['?error=HARD_LOCKED', LOGIN_ERROR_MESSAGES.HARD_LOCKED],
    ['?HARD_LOCKED', LOGIN_ERROR_MESSAGES.HARD_LOCKED],
  ])('/ecom/sign-in%s shows the matching sign-in error', async (query, message) => {
    renderShop(`/ecom/sign-in${query}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers a password reset with the SOFT_LOCKED query error, and drops it on a new attempt', async () => {
    const held = deferred<{ accessToken: string }>();
    renderShop('/ecom/sign-in?error=SOFT_LOCKED', { tokenService: { logIn: vi.fn(() => held.promise) } });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/ecom/forgot-password',
    );
    await signIn();
    expect(screen.queryByText(LOGIN_ERROR_MESSAGES.SOFT_LOCKED)).not.toBeInTheDocument();
  });

  it('ignores an unknown error code', async () => {
    renderShop('/ecom/sign-in?error=SOMETHING');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows progress while signing in and never sends twice', async () => {
    const held = deferred<{ accessToken: string }>();
    const logIn = vi.fn(() => held.promise);
    const { session } = renderShop('/ecom/login', { tokenService: { logIn } });
    const user = await signIn();
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(selectIsLoggingIn(session.actor.getSnapshot())).toBe(true);
    await user.click(busy);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(logIn).toHaveBeenCalledWith({ email: 'ann.smith@example.com', password: 'Groceries1' });
  });
});

describe('after signing in', () => {
  it('goes to the redirect target, with its search', async () => {
    const { router } = renderShop('/ecom/login?redirect=%2Fecom%2Fmyaccount%3Ftab%3Dorders');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/myaccount?tab=orders');
  });

  it.each([
    ['no redirect', '/ecom/login'],
    ['a redirect off the site', '/ecom/login?redirect=https%3A%2F%2Fevil.example%2F'],
    ['a redirect to another sign-in page', '/ecom/login?redirect=%2Fecom%2Fregistration'],
  ])('goes to the groceries home with %s', async (_case, path) => {
    const { router } = renderShop(path);
    await signIn();
    await waitFor(() => expect(browserHref(router)).toBe('/ecom/shop/browse/groceries'));
  });

  it('a signed-in visitor to the login page goes straight to the redirect target', async () => {
    const { router } = renderShop('/ecom/login?redirect=%2Fecom%2Fmyaccount', { token: CUSTOMER_ACCESS });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/myaccount');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('pushes one login event to the data layer, through the login-in-progress flag', async () => {
    const held = deferred<{ accessToken: string }>();
    renderShop('/ecom/login', { tokenService: { logIn: vi.fn(() => held.promise) } });
    await signIn();
    expect(sessionStorage.getItem(LOGIN_IN_PROGRESS_KEY)).toBe('true');
    held.resolve({ accessToken: CUSTOMER_ACCESS });
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'login', customerServiceSignOn: false }]));
    expect(sessionStorage.getItem(LOGIN_IN_PROGRESS_KEY)).toBeNull();
  });
});
