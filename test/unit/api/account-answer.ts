/** An answer of GET accounts/self (docs/api/session.md), as the account calls' tests serve it. */
export const ACCOUNT_ANSWER = {
  id: '1001',
  email: { email: 'shopper@example.com' },
  title: 'Ms',
  firstName: 'Ann',
  lastName: 'Smith',
  contactAddressId: null,
  created: '2026-01-01T00:00:00Z',
  lastLogin: '2026-11-20T10:00:00Z',
  totalOrderCount: 3,
};
