import { eq } from 'drizzle-orm';
import type { CustomerAccount } from '../../contract/account.ts';
import {
  type FieldErrors,
  type RegistrationField,
  type RegistrationInput,
  validateRegistration,
} from '../../domain/validation.ts';
import { customers } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { sendMessage } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { emailKey } from './secrets.ts';
import type { CustomerRow } from './sign-in.ts';

/** The permission that lets staff sign on as a customer (doc 2 §6). */
export const SIGN_ON_AS_CUSTOMER = 'SIGN_ON_AS_CUSTOMER';

/** The customer account as the API answers it (doc 1 §3, Customer account). */
export function toAccountView(customer: CustomerRow): CustomerAccount {
  return {
    id: customer.id,
    email: { email: customer.email },
    title: customer.title,
    firstName: customer.firstName,
    lastName: customer.lastName,
    contactAddressId: customer.contactAddressId,
    created: customer.createdAt.toISOString(),
    lastLogin: customer.lastLoginAt?.toISOString() ?? null,
    totalOrderCount: customer.totalOrderCount,
  };
}

export async function findCustomer(ctx: ServiceContext, id: number): Promise<CustomerRow | undefined> {
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, id));
  return customer;
}

export type RegistrationResult =
  | { ok: true; customer: CustomerRow }
  | { ok: false; reason: 'validation'; fields: FieldErrors<RegistrationField> }
  | { ok: false; reason: 'refused' };

/**
 * Creates a customer account after checking every field with doc 1 §5's rules. An email that already
 * has an account is refused with the same answer whatever the reason; the owner is told through the
 * outbox. The insert is conditional, so two registrations racing for one email make one account.
 */
export async function registerCustomer(
  ctx: ServiceContext,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const fields = validateRegistration(input);
  if (Object.keys(fields).length > 0) return { ok: false, reason: 'validation', fields };
  const email = (input.email as string).trim();
  const title = typeof input.title === 'string' && input.title.trim() !== '' ? input.title.trim() : null;
  const passwordHash = await hashPassword(input.password as string, ctx.passwordCost);
  const [created] = await ctx.db
    .insert(customers)
    .values({
      email,
      emailKey: emailKey(email),
      passwordHash,
      title,
      firstName: (input.firstName as string).trim(),
      lastName: (input.lastName as string).trim(),
      createdAt: ctx.clock.now(),
      lastLoginAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: customers.emailKey })
    .returning();
  if (!created) {
    const [owner] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.emailKey, emailKey(email)));
    if (owner) {
      await sendMessage(ctx, {
        to: owner.email,
        kind: 'registration-attempt',
        subject: 'Someone tried to create an account with your email address',
        body:
          'Someone tried to create a new account with this email address, which already has an account. ' +
          'If it was you, sign in, or reset your password if you have forgotten it. If not, you need do nothing.',
        link: '/ecom/login',
      });
    }
    return { ok: false, reason: 'refused' };
  }
  ctx.logger.info('account created', { customerId: created.id });
  return { ok: true, customer: created };
}
