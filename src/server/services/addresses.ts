import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Address } from '../../contract/addresses.ts';
import {
  ADDRESS_MESSAGES,
  type AddressErrorType,
  type AddressField,
  type AddressSort,
  addressInputOf,
  MAX_ADDRESSES,
  sortAddresses,
  validateAddress,
} from '../../domain/addresses.ts';
import type { FieldErrors } from '../../domain/validation.ts';
import type { Database, Transaction } from '../db/client.ts';
import { addresses, customers, slotBookings } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';

/**
 * The address book (doc 1 §3 Address, §5 Addresses, §7.3; doc 2 §5 Addresses at booking; docs/api/addresses.md):
 * a customer's own addresses only, the rules of src/domain/addresses.ts checked again here, and the account
 * rules: at least one address and a contact address, at most 50, and an address in use cannot be edited or
 * deleted. "In use" means a live slot booking (CONFIRMED, or UNCONFIRMED and not yet expired) names it.
 * Orders do not exist yet (a later issue): when they do, an order's delivery address is in use as well, and
 * `inUseAddressIds` is where that is added.
 */

const ACTIVE = 'ACTIVE';
/** An address deleted while past bookings still name it is kept, out of sight, for their history. */
const DELETED = 'DELETED';

export type AddressRow = typeof addresses.$inferSelect;

export interface AddressRefusal {
  status: 400 | 404 | 409;
  type: AddressErrorType;
  message: string;
  fieldErrors?: Array<{ field: AddressField; message: string }>;
}

export type AddressResult<T> = { ok: true; value: T } | { ok: false; refusal: AddressRefusal };

const refuse = (
  status: AddressRefusal['status'],
  type: AddressErrorType,
  message: string,
  fieldErrors?: AddressRefusal['fieldErrors'],
): { ok: false; refusal: AddressRefusal } => ({
  ok: false,
  refusal: { status, type, message, ...(fieldErrors && { fieldErrors }) },
});

const NOT_FOUND = () => refuse(404, 'ADDRESS_NOT_FOUND', ADDRESS_MESSAGES.notFound);
const IN_USE = () => refuse(409, 'ADDRESS_IN_USE', ADDRESS_MESSAGES.inUse);

/** Address ids are positive integers sent as strings; anything else names no address. */
export function parseAddressId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

type Db = Database | Transaction;

/** Which of the given addresses a live slot booking names (an order's address too, once orders exist). */
async function inUseAddressIds(db: Db, now: Date, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ addressId: slotBookings.addressId })
    .from(slotBookings)
    .where(
      and(
        inArray(slotBookings.addressId, [...ids]),
        or(
          eq(slotBookings.status, 'CONFIRMED'),
          and(eq(slotBookings.status, 'UNCONFIRMED'), gt(slotBookings.expiresAt, now)),
        ),
      ),
    );
  return new Set(rows.map((row) => row.addressId).filter((id): id is number => id !== null));
}

async function contactAddressIdOf(db: Db, customerId: number): Promise<string | null> {
  const [customer] = await db
    .select({ contactAddressId: customers.contactAddressId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer?.contactAddressId ?? null;
}

/** The methods an address allows: PUT and DELETE while it may be altered, DELETE only if it may go. */
function optionsOf(inUse: boolean, deletable: boolean): string[] {
  if (inUse) return ['GET', 'OPTIONS'];
  return deletable ? ['GET', 'PUT', 'DELETE', 'OPTIONS'] : ['GET', 'PUT', 'OPTIONS'];
}

interface BookFacts {
  contactId: string | null;
  inUse: Set<number>;
  total: number;
}

export function toAddressView(row: AddressRow, facts: BookFacts): Address {
  const isContactAddress = facts.contactId === String(row.id);
  const inUse = facts.inUse.has(row.id);
  return {
    id: String(row.id),
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    town: row.town,
    region: row.region,
    country: row.country,
    postalCode: row.postalCode,
    addressStatus: row.addressStatus,
    isContactAddress,
    created: row.createdAt.toISOString(),
    uniqueDomesticAddressReferenceNumber: row.uniqueDomesticAddressReferenceNumber,
    suggestionId: row.suggestionId,
    delivery: { customerNote: { value: row.deliveryNote } },
    addressee: {
      title: row.addresseeTitle,
      firstName: row.addresseeFirstName,
      lastName: row.addresseeLastName,
      contactNumber: row.addresseeContactNumber,
      modified: row.modifiedAt.toISOString(),
    },
    options: optionsOf(inUse, !isContactAddress && facts.total > 1),
    inUse,
  };
}

const ownActive = (customerId: number) =>
  and(eq(addresses.customerId, customerId), eq(addresses.addressStatus, ACTIVE));

async function activeRows(db: Db, customerId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(ownActive(customerId));
}

async function viewsOf(ctx: ServiceContext, db: Db, customerId: number, rows: AddressRow[]) {
  const [contactId, inUse, [total]] = await Promise.all([
    contactAddressIdOf(db, customerId),
    inUseAddressIds(
      db,
      ctx.clock.now(),
      rows.map((row) => row.id),
    ),
    db.select({ n: count() }).from(addresses).where(ownActive(customerId)),
  ]);
  const facts: BookFacts = { contactId, inUse, total: total?.n ?? 0 };
  return rows.map((row) => toAddressView(row, facts));
}

/**
 * One of the customer's own active addresses, or null (another's, unknown, deleted and malformed alike): the
 * one ownership check for every service that takes an address id (the book, slot bookings).
 */
export async function ownRow(db: Db, customerId: number, addressId: unknown): Promise<AddressRow | null> {
  const id = parseAddressId(addressId);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), ownActive(customerId)));
  return row ?? null;
}

/** Serialises changes to one customer's book (the last-address and contact-address rules need it). */
async function lockCustomer(tx: Transaction, customerId: number): Promise<string | null | undefined> {
  const [customer] = await tx
    .select({ contactAddressId: customers.contactAddressId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return customer ? customer.contactAddressId : undefined;
}

/** The input's checks as the answer lists them: `[{ field, message }]` in the form's order. */
function fieldErrorList(errors: FieldErrors<AddressField>) {
  return Object.entries(errors).map(([field, message]) => ({
    field: field as AddressField,
    message: message ?? '',
  }));
}

/** The row's values from a valid input (validateAddress passed, so every value is a string or absent). */
function rowValuesOf(input: unknown) {
  const body = input as Record<string, unknown>;
  const addressee = (body.addressee ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const normal = addressInputOf({
    line1: text(body.line1),
    line2: text(body.line2),
    line3: text(body.line3),
    town: text(body.town),
    region: text(body.region),
    country: text(body.country),
    postalCode: text(body.postalCode),
    title: text(addressee.title),
    firstName: text(addressee.firstName),
    lastName: text(addressee.lastName),
    contactNumber: text(addressee.contactNumber),
    deliveryNote: text(body.deliveryNote),
  });
  const suggestionId = typeof body.suggestionId === 'string' ? body.suggestionId.trim().slice(0, 100) : '';
  return {
    line1: normal.line1,
    line2: normal.line2 ?? null,
    line3: normal.line3 ?? null,
    town: normal.town ?? null,
    region: normal.region ?? null,
    country: normal.country,
    postalCode: normal.postalCode,
    deliveryNote: normal.deliveryNote ?? null,
    suggestionId: suggestionId === '' ? null : suggestionId,
    addresseeTitle: normal.addressee.title ?? null,
    addresseeFirstName: normal.addressee.firstName,
    addresseeLastName: normal.addressee.lastName,
    addresseeContactNumber: normal.addressee.contactNumber ?? null,
  };
}

function invalid(input: unknown): { ok: false; refusal: AddressRefusal } | null {
  const errors = validateAddress(input);
  if (Object.keys(errors).length === 0) return null;
  return refuse(400, 'INVALID_ADDRESS', ADDRESS_MESSAGES.checkFields, fieldErrorList(errors));
}

// ---------------------------------------------------------------------------------------------------------
// Calls

/** The customer's addresses in the given order (graph `addresses`). */
export async function listAddresses(
  ctx: ServiceContext,
  customerId: number,
  sortBy: AddressSort,
): Promise<Address[]> {
  const rows = await activeRows(ctx.db, customerId);
  return sortAddresses(await viewsOf(ctx, ctx.db, customerId, rows), sortBy);
}

export async function getAddress(
  ctx: ServiceContext,
  customerId: number,
  addressId: unknown,
): Promise<AddressResult<Address>> {
  const row = await ownRow(ctx.db, customerId, addressId);
  if (!row) return NOT_FOUND();
  const [view] = await viewsOf(ctx, ctx.db, customerId, [row]);
  return view ? { ok: true, value: view } : NOT_FOUND();
}

/**
 * Saves a new address (graph `addAddress`). The first address of an account, and any added while the account
 * has no contact address, becomes the contact address; so does one added with `setContactAddress`.
 */
export async function addAddress(
  ctx: ServiceContext,
  customerId: number,
  input: unknown,
  setContactAddress: boolean,
): Promise<AddressResult<Address>> {
  const refused = invalid(input);
  if (refused) return refused;
  const values = rowValuesOf(input);
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const contactId = await lockCustomer(tx, customerId);
    if (contactId === undefined) return NOT_FOUND();
    const [existing] = await tx.select({ n: count() }).from(addresses).where(ownActive(customerId));
    const total = existing?.n ?? 0;
    if (total >= MAX_ADDRESSES) return refuse(409, 'TOO_MANY_ADDRESSES', ADDRESS_MESSAGES.tooMany);
    const [row] = await tx
      .insert(addresses)
      .values({ customerId, ...values, createdAt: now, modifiedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no address');
    const contactIsLive =
      contactId !== null &&
      (await ownRow(tx, customerId, contactId)) !== null &&
      contactId !== String(row.id);
    if (setContactAddress || !contactIsLive) {
      await tx
        .update(customers)
        .set({ contactAddressId: String(row.id) })
        .where(eq(customers.id, customerId));
    }
    return { ok: true as const, value: row };
  });
  if (!saved.ok) return saved;
  const [view] = await viewsOf(ctx, ctx.db, customerId, [saved.value]);
  return view ? { ok: true, value: view } : NOT_FOUND();
}

/** Changes an address (PUT addresses/{id}); refused while a live slot booking uses it. */
export async function updateAddress(
  ctx: ServiceContext,
  customerId: number,
  addressId: unknown,
  input: unknown,
): Promise<AddressResult<Address>> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx): Promise<AddressResult<AddressRow>> => {
    if ((await lockCustomer(tx, customerId)) === undefined) return NOT_FOUND();
    const row = await ownRow(tx, customerId, addressId);
    if (!row) return NOT_FOUND();
    const refused = invalid(input);
    if (refused) return refused;
    if ((await inUseAddressIds(tx, now, [row.id])).has(row.id)) return IN_USE();
    const [changed] = await tx
      .update(addresses)
      .set({ ...rowValuesOf(input), modifiedAt: now })
      .where(eq(addresses.id, row.id))
      .returning();
    return changed ? { ok: true, value: changed } : NOT_FOUND();
  });
  if (!result.ok) return result;
  const [view] = await viewsOf(ctx, ctx.db, customerId, [result.value]);
  return view ? { ok: true, value: view } : NOT_FOUND();
}

/**
 * Deletes an address (DELETE addresses/{id}): never the last one, never the contact address, never one in use.
 * One that past bookings still name is kept out of sight (status DELETED) for their history.
 */
export async function deleteAddress(
  ctx: ServiceContext,
  customerId: number,
  addressId: unknown,
): Promise<AddressResult<null>> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<AddressResult<null>> => {
    const contactId = await lockCustomer(tx, customerId);
    if (contactId === undefined) return NOT_FOUND();
    const row = await ownRow(tx, customerId, addressId);
    if (!row) return NOT_FOUND();
    if ((await inUseAddressIds(tx, now, [row.id])).has(row.id)) return IN_USE();
    const [total] = await tx.select({ n: count() }).from(addresses).where(ownActive(customerId));
    if ((total?.n ?? 0) <= 1) return refuse(409, 'LAST_ADDRESS', ADDRESS_MESSAGES.lastAddress);
    if (contactId === String(row.id)) return refuse(409, 'CONTACT_ADDRESS', ADDRESS_MESSAGES.contactAddress);
    const [named] = await tx
      .select({ n: count() })
      .from(slotBookings)
      .where(eq(slotBookings.addressId, row.id));
    if ((named?.n ?? 0) > 0) {
      await tx
        .update(addresses)
        .set({ addressStatus: DELETED, modifiedAt: now })
        .where(eq(addresses.id, row.id));
    } else {
      await tx.delete(addresses).where(eq(addresses.id, row.id));
    }
    return { ok: true, value: null };
  });
}

/** The methods the address allows now (OPTIONS addresses/{id}). */
export async function addressOptions(
  ctx: ServiceContext,
  customerId: number,
  addressId: unknown,
): Promise<AddressResult<string[]>> {
  const found = await getAddress(ctx, customerId, addressId);
  return found.ok ? { ok: true, value: found.value.options } : found;
}

/** Makes one of the customer's addresses the contact address (PUT contact-address). */
export async function setContactAddress(
  ctx: ServiceContext,
  customerId: number,
  addressId: unknown,
): Promise<AddressResult<Address>> {
  const updated = await ctx.db.transaction(async (tx): Promise<AddressResult<AddressRow>> => {
    if ((await lockCustomer(tx, customerId)) === undefined) return NOT_FOUND();
    const row = await ownRow(tx, customerId, addressId);
    if (!row) return NOT_FOUND();
    await tx
      .update(customers)
      .set({ contactAddressId: String(row.id) })
      .where(eq(customers.id, customerId));
    return { ok: true, value: row };
  });
  if (!updated.ok) return updated;
  const [view] = await viewsOf(ctx, ctx.db, customerId, [updated.value]);
  return view ? { ok: true, value: view } : NOT_FOUND();
}
