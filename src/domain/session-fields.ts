/**
 * What the shell reads of a session before the session's machinery has loaded (doc 1 §3 Session, §4):
 * the session fields, who is signed in, and where customer data loads. Apart from the rest of the
 * session's rules (src/domain/session.ts re-exports these) because the first script needs only these
 * (issue 5).
 */

/** The customer id of an anonymous shopper (doc 1 §3). */
export const ANONYMOUS_CUSTOMER_ID = -1;
/** The branch a session belongs to until the shopper chooses one (doc 1 §3, §9). */
export const DEFAULT_BRANCH_ID = 651;

/** The session fields, read from the access token's claims (doc 1 §3 Session). */
export interface SessionFields {
  /** -1 when anonymous. */
  customerId: number;
  /** The staff member when signed on as a customer, else the customer; null when the token does not say. */
  principalId: number | null;
  permissions: readonly string[];
  /** The shopper's current customer order (the trolley), once there is one. */
  customerOrderId: string | null;
  customerOrderState: string | null;
  defaultBranchId: number;
  /** Seconds the access token lives. */
  expiresIn: number | null;
}

/** Everything a shopper has before the token service has answered, and after signing out. */
export const UNAUTHENTICATED_SESSION: SessionFields = Object.freeze({
  customerId: ANONYMOUS_CUSTOMER_ID,
  principalId: null,
  permissions: Object.freeze([]) as readonly string[],
  customerOrderId: null,
  customerOrderState: null,
  defaultBranchId: DEFAULT_BRANCH_ID,
  expiresIn: null,
});

/** Anonymous means a customerId of -1 or none; signed in means any other (doc 1 §4 Session). */
export function isSignedIn(session: { customerId?: number | null | undefined }): boolean {
  const { customerId } = session;
  return typeof customerId === 'number' && customerId !== ANONYMOUS_CUSTOMER_ID;
}

/** Staff acting on behalf of a customer: principalId differs from customerId, both set and not -1 (doc 1 §4). */
export function isStaffOnBehalf(session: {
  customerId?: number | null | undefined;
  principalId?: number | null | undefined;
}): boolean {
  const { customerId, principalId } = session;
  const isSet = (id: number | null | undefined): id is number =>
    typeof id === 'number' && id !== ANONYMOUS_CUSTOMER_ID;
  return isSet(customerId) && isSet(principalId) && principalId !== customerId;
}

/** The sign-in page's query codes that show a sign-in error (doc 1 §2.4). */
export const SIGN_IN_QUERY_CODES = ['SOFT_LOCKED', 'HARD_LOCKED'] as const;

const PAGES_WITHOUT_CUSTOMER_DATA = [
  /^\/ecom\/forgot-password(\/|$)/,
  /^\/ecom\/checkout(\/|$)/,
  /^\/ecom\/resolve-order-payment(\/|$)/,
];

/** Customer data and order stats load only for signed-in shoppers, and not on some pages (doc 1 §4). */
export function loadsCustomerData(session: { customerId?: number | null }, pathname: string): boolean {
  return isSignedIn(session) && !PAGES_WITHOUT_CUSTOMER_DATA.some((page) => page.test(pathname));
}
