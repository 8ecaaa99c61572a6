import { describe, expect, it } from 'vitest';
import {
  CALL_RETRIES,
  DEFAULT_TIMEOUT,
  LONG_TIMEOUT_MS,
  MAX_RETRY_AFTER_MS,
  MEDIUM_TIMEOUT_MS,
  SHORT_TIMEOUT_MS,
} from '../../../src/domain/calls.ts';
import { ENABLED_FEATURES, isFeatureEnabled } from '../../../src/domain/flags.ts';

describe('call constants (doc 1 §7.1, §9)', () => {
  it.each([
    ['default response timeout', DEFAULT_TIMEOUT.response, 45_000],
    ['default deadline', DEFAULT_TIMEOUT.deadline, 45_000],
    ['medium timeout', MEDIUM_TIMEOUT_MS, 30_000],
    ['short timeout', SHORT_TIMEOUT_MS, 15_000],
    ['long timeout', LONG_TIMEOUT_MS, 1_500_000],
    ['call retries', CALL_RETRIES, 1],
    ['maximum 503 retry wait', MAX_RETRY_AFTER_MS, 30_000],
  ])('%s is %i', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('feature flags (doc 1 §9)', () => {
  // doc 1 §9's five, and the delivery pass, which issue 17 builds "behind its flag" with the account menu's
  // item shown (the issue is newer than the spec's list).
  it('has exactly the six flags that are on', () => {
    expect(ENABLED_FEATURES).toEqual([
      'deliveryPass',
      'loyalty_competitions',
      'manualAddressFormOnly',
      'multisearch',
      'savePaymentCard',
      'searchHistory',
    ]);
  });

  it.each([
    ['multisearch', true],
    ['searchHistory', true],
    ['deliveryPass', true],
    ['urgencyBanner', false],
    ['homePageHeader', false],
  ])('%s is on: %s', (flag, on) => {
    expect(isFeatureEnabled(flag)).toBe(on);
  });
});
