import type { DeliveryPass } from '../../contract/orders.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { DELIVERY_PASS_PLANS } from '../../domain/orders.ts';

/** A plan as the pages list it. */
export interface PlanView {
  id: string;
  name: string;
  price: string;
  /** '£7.99 for 1 month', '£39.00 for 6 months'. */
  summary: string;
}

export const planViews = (): PlanView[] =>
  DELIVERY_PASS_PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: formatMoney(plan.pricePence),
    summary: `${formatMoney(plan.pricePence)} for ${plan.months} ${plan.months === 1 ? 'month' : 'months'}`,
  }));

/** The shopper's pass as the pages show it: status, plan, dates and card. */
export interface PassView {
  status: string;
  plan: string;
  dates: string;
  card: string;
}

export function passView(pass: DeliveryPass | null | undefined): PassView | null {
  if (pass?.status !== 'ACTIVE' || !pass.pass) return null;
  return {
    status: 'Active',
    plan: `${pass.pass.name} (${formatMoney(pass.pass.price)})`,
    dates: `${formatDate(pass.pass.startDate)} to ${formatDate(pass.pass.endDate)}`,
    card: `Card ending ${pass.pass.maskedCardNumber.slice(-4)}`,
  };
}

export const DELIVERY_PASS_BLURB =
  'Free delivery on every home delivery slot you book while your pass is active: one price, as many deliveries as you like.';
