import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import {
  giftCards,
  giftCardTransactions,
  giftVouchers,
  partnerDiscountCards,
} from '../../../src/server/db/schema.ts';
import { hashPassword, TEST_PASSWORD_COST } from '../../../src/server/services/passwords.ts';

/** Gift cards, vouchers and partner cards of one test (docs/api/checkout.md "Money off"), made directly. */

let serials = 0;
const nextSerial = (prefix: string) =>
  `${prefix}${String(++serials + Math.floor(Math.random() * 1e6) * 1000).padStart(12, '0')}`;

export interface MadeCard {
  id: number;
  serialNumber: string;
  pin: string;
}

export async function makeGiftCard(
  db: Database,
  balancePence: number,
  options: { pin?: string; expiresOn?: string | null } = {},
): Promise<MadeCard> {
  const pin = options.pin ?? '1234';
  const serialNumber = nextSerial('6338');
  const [row] = await db
    .insert(giftCards)
    .values({
      serialNumber,
      pinHash: await hashPassword(pin, TEST_PASSWORD_COST),
      balancePence,
      initialBalancePence: balancePence,
      expiresOn: options.expiresOn ?? null,
    })
    .returning({ id: giftCards.id });
  if (!row) throw new Error('no gift card');
  return { id: row.id, serialNumber, pin };
}

export async function makeGiftVoucher(
  db: Database,
  valuePence: number,
  options: { expiresOn?: string | null } = {},
): Promise<{ id: number; serialNumber: string }> {
  const serialNumber = nextSerial('6339');
  const [row] = await db
    .insert(giftVouchers)
    .values({ serialNumber, valuePence, expiresOn: options.expiresOn ?? null })
    .returning({ id: giftVouchers.id });
  if (!row) throw new Error('no gift voucher');
  return { id: row.id, serialNumber };
}

export async function makePartnerCard(db: Database, active = true): Promise<string> {
  const cardNumber = nextSerial('9230');
  await db.insert(partnerDiscountCards).values({ cardNumber, holderName: 'Test Holder', active });
  return cardNumber;
}

export async function balanceOf(db: Database, id: number): Promise<number> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw new Error(`no gift card ${id}`);
  return row.balancePence;
}

/** A card's ledger: [kind, amount, order] in the order written. */
export async function ledgerOf(db: Database, id: number): Promise<[string, number, number][]> {
  const rows = await db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, id))
    .orderBy(giftCardTransactions.id);
  return rows.map((row) => [row.kind, row.amountPence, row.customerOrderId]);
}

export async function voucherOf(db: Database, id: number) {
  const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
  if (!row) throw new Error(`no gift voucher ${id}`);
  return { status: row.status, redeemedOrderId: row.redeemedOrderId };
}
