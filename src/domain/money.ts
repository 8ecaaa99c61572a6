/**
 * How money is shown (doc 1 §9, doc 2 §5 "Money display", doc 3 §9 "Display rules"): "Amounts show as
 * £x.xx, with a minus sign for negatives. Sub-pound amounts may show as Np."
 *
 * Amounts are integer pence, or the API's money object `{amount, currencyCode}` whose `amount` is in
 * pounds (2.5 is £2.50). Formatting works on whole pence, so floating-point pounds never leak into text.
 */
import type { Money } from '../contract/money.ts';

/** doc 1 §9, doc 2 §9, doc 3 §9: "Currency GBP". */
export const CURRENCY_CODE = 'GBP';

/** The API's money (src/contract/money.ts): an amount in pounds plus its currency. */
export type { Money };

export type MoneyInput = number | Money;

/** Rounds half away from zero, so -£0.005 and £0.005 stay mirror images. */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** The API's money for whole pence (250 is £2.50). */
export function moneyOfPence(pence: number): Money & { currencyCode: typeof CURRENCY_CODE } {
  return { amount: pence / 100, currencyCode: CURRENCY_CODE };
}

/** Whole pence of an amount in pounds, immune to binary fractions (1.005 pounds is 101p, not 100p). */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount of money: ${pounds}`);
  return roundHalfAwayFromZero(Number((pounds * 100).toPrecision(15)));
}

export function toPence(money: MoneyInput): number {
  if (typeof money === 'number') {
    if (!Number.isFinite(money)) throw new RangeError(`Not an amount of money: ${money}`);
    return roundHalfAwayFromZero(money);
  }
  return poundsToPence(money.amount);
}

function isForeign(money: MoneyInput): money is Money {
  return typeof money !== 'number' && money.currencyCode.toUpperCase() !== CURRENCY_CODE;
}

// The shop only sells in pounds; a foreign amount (never expected) is still shown honestly.
function formatForeign(money: Money): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: money.currencyCode }).format(
    toPence(money) / 100,
  );
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** '£1.50', '-£1.50', '£0.00', '£1,234.56'. */
export function formatMoney(money: MoneyInput): string {
  if (isForeign(money)) return formatForeign(money);
  const pence = toPence(money);
  const absolute = Math.abs(pence);
  const pounds = groupThousands(String(Math.floor(absolute / 100)));
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${pounds}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Like `formatMoney`, but an amount under a pound (either side of zero) shows as pence: '50p', '-50p', '0p'. */
export function formatMoneyShort(money: MoneyInput): string {
  if (isForeign(money)) return formatForeign(money);
  const pence = toPence(money);
  return Math.abs(pence) < 100 ? `${pence}p` : formatMoney(pence);
}
