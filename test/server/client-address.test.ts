import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config.ts';
import { forwardedAddress } from '../../src/server/http/client-address.ts';

// TRUST_PROXY=N (README, Configuration): each of N trusted proxies appends the address it saw, so the
// client address is the N-th X-Forwarded-For entry from the right; entries further left the client wrote.
describe('the client address behind trusted proxies', () => {
  const ROWS: [header: string | undefined, hops: number, address: string | undefined][] = [
    ['198.51.100.7', 1, '198.51.100.7'],
    ['6.6.6.6, 198.51.100.7', 1, '198.51.100.7'],
    ['6.6.6.6,198.51.100.7', 1, '198.51.100.7'],
    ['6.6.6.6, 198.51.100.7, 10.0.0.2', 2, '198.51.100.7'],
    ['6.6.6.6, 198.51.100.7, 10.0.0.2', 1, '10.0.0.2'],
    // Fewer entries than trusted hops: nothing in the header can be trusted (the socket's peer is used).
    ['198.51.100.7', 2, undefined],
    [undefined, 1, undefined],
    ['', 1, undefined],
    ['198.51.100.7', 0, undefined],
    ['2001:db8::1, 2001:db8::2', 1, '2001:db8::2'],
  ];
  it.each(ROWS)('%j with %i trusted hop(s) is %j', (header, hops, address) => {
    expect(forwardedAddress(header, hops)).toBe(address);
  });

  it('reads TRUST_PROXY as the number of hops (unset: none)', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be a whole number');
  });
});
