import type { CustomerAccount, OrderStats } from '../../api/account.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';

export interface AccountFact {
  label: string;
  value: string;
}

export interface AccountOverviewModel {
  greeting: string;
  details: AccountFact[];
  orders: AccountFact[];
  /** doc 2 §3 "customerHasAnOrderRequiringPaymentAttention": a warning when set. */
  paymentAttention: boolean;
}

function fullName(account: CustomerAccount): string {
  return [account.title, account.firstName, account.lastName].filter(Boolean).join(' ');
}

function dateOf(value: string | null | undefined, withTime: boolean): string | null {
  if (!value) return null;
  try {
    return withTime ? `${formatDate(value)} at ${formatTime(value)}` : formatDate(value);
  } catch {
    return null;
  }
}

function lastOrderText(stats: OrderStats): string {
  if (!stats.customerHasACompletedOrder) return 'None yet';
  const days = stats.daysSinceLastCompletedOrder;
  if (days === null) return 'Completed';
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** What the account overview shows, from the account (accounts/self) and the order stats. */
export function accountOverviewModel(
  account: CustomerAccount,
  stats: OrderStats | null,
): AccountOverviewModel {
  const memberSince = dateOf(account.created, false);
  const lastSignIn = dateOf(account.lastLogin, true);
  return {
    greeting: `Hello, ${account.firstName}`,
    details: [
      { label: 'Name', value: fullName(account) },
      { label: 'Email address', value: account.email.email },
      ...(memberSince ? [{ label: 'Member since', value: memberSince }] : []),
      ...(lastSignIn ? [{ label: 'Last signed in', value: lastSignIn }] : []),
    ],
    orders: [
      { label: 'Orders placed', value: String(account.totalOrderCount) },
      ...(stats ? [{ label: 'Last completed order', value: lastOrderText(stats) }] : []),
    ],
    paymentAttention: stats?.customerHasAnOrderRequiringPaymentAttention ?? false,
  };
}
