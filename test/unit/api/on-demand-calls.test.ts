import { afterEach, describe, expect, it, vi } from 'vitest';
import * as onDemand from '../../../src/api/on-demand-calls.ts';
import { ACCOUNT_ANSWER } from './account-answer.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

const ORIGIN = window.location.origin;

afterEach(() => vi.unstubAllGlobals());

/**
 * The stand-ins route modules use (issue 5) make the same calls as the modules they load: same request,
 * same checked answer, and the caller's signal goes with the request.
 */
describe('calls loaded on demand', () => {
  it('getAccount asks GET accounts/self and answers the account', async () => {
    const account = ACCOUNT_ANSWER;
    const faked = fakeFetch(jsonAnswer(account));
    vi.stubGlobal('fetch', faked.fetch);
    const controller = new AbortController();
    await expect(onDemand.getAccount(controller.signal)).resolves.toEqual(account);
    expect(faked.sent[0]?.url).toBe(`${ORIGIN}/api/customer-prod/v1/accounts/self`);
  });

  it('getOrderStats answers null when there are none for the session', async () => {
    const faked = fakeFetch(new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', faked.fetch);
    await expect(onDemand.getOrderStats()).resolves.toBeNull();
  });

  it('getBranches asks for the branches nearest the postcode', async () => {
    const faked = fakeFetch(jsonAnswer({ branches: [] }));
    vi.stubGlobal('fetch', faked.fetch);
    await onDemand.getBranches('RG12 1EN').catch(() => undefined);
    const url = new URL(faked.sent[0]?.url ?? '');
    expect(url.pathname).toMatch(/\/branches$/);
    expect(url.searchParams.get('postcode')).toBe('RG12 1EN');
  });

  it('getContentPage answers null for a name no fragment can have, without a call', async () => {
    const faked = fakeFetch();
    vi.stubGlobal('fetch', faked.fetch);
    await expect(onDemand.getContentPage('../etc/passwd')).resolves.toBeNull();
    expect(faked.sent).toHaveLength(0);
  });

  it('getFooter asks for the footer content and refuses an answer without its sections', async () => {
    const faked = fakeFetch(jsonAnswer({}));
    vi.stubGlobal('fetch', faked.fetch);
    await expect(onDemand.getFooter()).rejects.toThrow();
    expect(faked.sent).toHaveLength(1);
  });
});
