/** An unsigned JWT carrying these claims (the storefront reads claims; only the server verifies them). */
export function accessToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** The claims of docs/api/session.md for a session of this customer (and principal). */
export function sessionClaims(
  customerId: number,
  principalId = customerId,
  extra: Record<string, unknown> = {},
) {
  return {
    iss: 'grocery-api',
    aud: 'web-app',
    typ: 'access',
    sub: String(customerId),
    sid: `s-${customerId}-${principalId}`,
    customerId,
    principalId,
    permissions: [],
    customerOrderId: null,
    customerOrderState: null,
    defaultBranchId: 651,
    expiresIn: 900,
    ...extra,
  };
}

export const ANONYMOUS_TOKEN = accessToken(sessionClaims(-1));
export const CUSTOMER_TOKEN = accessToken(sessionClaims(1001, 1001, { customerOrderId: '5001' }));
