import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../api/fake-fetch.ts';
import { API, browserHref, renderShop } from '../sign-in/support.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RESET_URL = `${API}/token-client-prod/v1/password-reset?clientType=WEB_APP`;
const COMPLETE_URL = `${API}/token-client-prod/v1/password-reset/complete?clientType=WEB_APP`;
const IN_AN_HOUR = Date.now() + 3_600_000;

describe('forgot password /ecom/forgot-password', () => {
  it('asks for a reset link for the email given, then says to check the inbox', async () => {
    const { router, api } = renderShop('/ecom/forgot-password', {
      routes: { 'POST /token-client-prod/v1/password-reset': () => jsonAnswer({}, { status: 202 }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgotten your password?' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), ' ann.smith@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/forgot-password/success');
    const sent = api.sent.find((request) => request.url === RESET_URL);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-value');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ email: 'ann.smith@example.com' });
  });

  it('checks the email address first', async () => {
    const { api } = renderShop('/ecom/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(api.sent.map((request) => request.url)).not.toContain(RESET_URL);
  });

  it('says when too many links have been asked for', async () => {
    renderShop('/ecom/forgot-password', {
      routes: {
        'POST /token-client-prod/v1/password-reset': () =>
          jsonAnswer(
            { type: 'THROTTLED', message: 'Too many' },
            { status: 429, headers: { 'Retry-After': '600' } },
          ),
      },
    });
    await userEvent.type(await screen.findByLabelText('Email address'), 'ann.smith@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have asked to reset your password too many times. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('ann.smith@example.com');
  });

  it('the locked page explains the lock and offers the same link', async () => {
    renderShop('/ecom/forgot-password/locked');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is locked' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your account has been locked. Reset your password to unlock it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('the expired page offers a new link', async () => {
    renderShop('/ecom/forgot-password/expired');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/ecom/forgot-password',
    );
  });
});

describe('reset password /ecom/reset-password', () => {
  it.each([
    ['no exp', '/ecom/reset-password?token=abc'],
    ['an exp in the past', `/ecom/reset-password?token=abc&exp=${Date.now() - 1000}`],
    ['an exp that is not a time', '/ecom/reset-password?token=abc&exp=soon'],
    ['no token', `/ecom/reset-password?exp=${IN_AN_HOUR}`],
  ])('goes to the forgot-password expired page with %s', async (_case, path) => {
    const { router } = renderShop(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/forgot-password/expired');
  });

  it('sets the new password with the link’s token, then says so', async () => {
    const { router, api } = renderShop(`/ecom/reset-password?token=reset-token&exp=${IN_AN_HOUR}`, {
      routes: {
        'POST /token-client-prod/v1/password-reset/complete': () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'Marmalade7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Marmalade7');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/reset-password/success');
    const sent = api.sent.find((request) => request.url === COMPLETE_URL);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ token: 'reset-token', password: 'Marmalade7' });
  });

  it('checks the new password with doc 1 §5’s rules, and that both match', async () => {
    const { api } = renderShop(`/ecom/reset-password?token=reset-token&exp=${IN_AN_HOUR}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Must be at least 8 characters' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'The passwords do not match' })).toBeInTheDocument();
    expect(api.sent.map((request) => request.url)).not.toContain(COMPLETE_URL);
  });

  it('shows the server’s word on a weak password', async () => {
    renderShop(`/ecom/reset-password?token=reset-token&exp=${IN_AN_HOUR}`, {
      routes: {
        'POST /token-client-prod/v1/password-reset/complete': () =>
          jsonAnswer(
            {
              type: 'VALIDATION',
              message: 'Check',
              fields: { password: 'Must contain at least one letter and one number' },
            },
            { status: 400 },
          ),
      },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'Marmalade7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Marmalade7');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Error: Must contain at least one letter and one number',
      ),
    );
  });

  it('goes to the expired page when the server finds the link used or expired (410)', async () => {
    const { router } = renderShop(`/ecom/reset-password?token=used-token&exp=${IN_AN_HOUR}`, {
      routes: {
        'POST /token-client-prod/v1/password-reset/complete': () =>
          jsonAnswer({ type: 'RESET_LINK_EXPIRED', message: 'Expired' }, { status: 410 }),
      },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'Marmalade7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Marmalade7');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/forgot-password/expired');
  });
});
