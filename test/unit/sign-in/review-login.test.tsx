import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAccessToken } from '../../../machines/session.selectors.ts';
import { jsonAnswer } from '../api/fake-fetch.ts';
import { fakeAccessToken } from '../support/shop-harness.tsx';
import { API, browserHref, CUSTOMER_ACCESS, renderShop } from './support.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REVIEWED_ACCESS = fakeAccessToken({ customerId: 1001, principalId: 1001, permissions: [], iat: 2 });
const AUTH_URL = `${API}/token-client-prod/v1/auth?clientType=WEB_APP`;

describe('review login /ecom/reviewlogin', () => {
  it('sends a signed-out visitor to sign in, then on to the same place', async () => {
    const { router } = renderShop('/ecom/reviewlogin?redirect=%2Fecom%2Fmyaccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  });

  it('asks a signed-in shopper for their password again, then continues to the redirect target', async () => {
    const { router, session, api } = renderShop('/ecom/reviewlogin?redirect=%2Fecom%2Fmyaccount', {
      token: CUSTOMER_ACCESS,
      routes: {
        'POST /token-client-prod/v1/auth': () =>
          jsonAnswer({ accessToken: REVIEWED_ACCESS, tokenType: 'Bearer', expiresIn: 900 }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your password' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue('ann.smith@example.com');
    expect(email).toHaveAttribute('readonly');
    // Outside the main shell: the minimal header.
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'Groceries1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/myaccount');
    const auth = api.sent.find((request) => request.url === AUTH_URL);
    expect(JSON.parse(auth?.body ?? '{}')).toEqual({
      email: 'ann.smith@example.com',
      password: 'Groceries1',
    });
    expect(selectAccessToken(session.actor.getSnapshot())).toBe(REVIEWED_ACCESS);
  });

  it('says when the password is wrong, and stays', async () => {
    const { router } = renderShop('/ecom/reviewlogin', {
      token: CUSTOMER_ACCESS,
      routes: {
        'POST /token-client-prod/v1/auth': () =>
          jsonAnswer(
            { type: 'INVALID_CREDENTIALS', message: 'Your email address or password is incorrect' },
            { status: 401 },
          ),
      },
    });
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong-password1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email address or password is incorrect');
    await waitFor(() => expect(browserHref(router)).toBe('/ecom/reviewlogin'));
  });
});
