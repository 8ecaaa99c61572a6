/** The password of the seeded accounts (docs/api/session.md; not in production). */
export const SEEDED_PASSWORD = 'Groceries1';

/** A new address on every run, so that runs against the same database never meet an existing account. */
export function uniqueEmail(label: string): string {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${nonce}@example.com`;
}

export interface NewShopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newShopper(label: string): NewShopper {
  return { email: uniqueEmail(label), password: 'Marmalade7', firstName: 'Ann', lastName: 'Smith' };
}
