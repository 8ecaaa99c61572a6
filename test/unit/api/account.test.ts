import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccount, getOrderStats, getRollouts } from '../../../src/api/account.ts';
import { ACCOUNT_ANSWER } from './account-answer.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

const ORIGIN = window.location.origin;

function serve(...answers: Response[]) {
  const faked = fakeFetch(...answers);
  vi.stubGlobal('fetch', faked.fetch);
  return faked;
}

afterEach(() => vi.unstubAllGlobals());

describe('account calls (doc 1 §7.4; docs/api/session.md)', () => {
  it('GET accounts/self', async () => {
    const account = ACCOUNT_ANSWER;
    const { sent } = serve(jsonAnswer(account));
    await expect(getAccount()).resolves.toEqual(account);
    expect(sent[0]?.url).toBe(`${ORIGIN}/api/customer-prod/v1/accounts/self`);
  });

  it('GET customerorders/stats', async () => {
    const stats = {
      customerHasACompletedOrder: true,
      daysSinceLastCompletedOrder: 4,
      customerHasAnOrderRequiringPaymentAttention: false,
    };
    const { sent } = serve(jsonAnswer(stats));
    await expect(getOrderStats()).resolves.toEqual(stats);
    expect(sent[0]?.url).toBe(`${ORIGIN}/api/order-orchestration-prod/v1/customerorders/stats`);
  });

  it.each([401, 403, 404])('stats handle a %i themselves: no stats', async (status) => {
    serve(jsonAnswer({ type: 'X' }, { status }));
    await expect(getOrderStats()).resolves.toBeNull();
  });

  it('stats rethrow other failures', async () => {
    serve(jsonAnswer({ type: 'X' }, { status: 500 }));
    await expect(getOrderStats()).rejects.toMatchObject({ status: 500 });
  });

  it('POST get-rollouts with the names asked for', async () => {
    const { sent } = serve(jsonAnswer({ rollouts: [{ name: 'multisearch', enabled: true }] }));
    await expect(getRollouts(['multisearch'])).resolves.toEqual([{ name: 'multisearch', enabled: true }]);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(`${ORIGIN}/api/rollouts-prod/v1/get-rollouts`);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ names: ['multisearch'] });
  });

  it('POST get-rollouts without names asks for all', async () => {
    const { sent } = serve(jsonAnswer({ rollouts: [] }));
    await getRollouts();
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({});
  });
});
