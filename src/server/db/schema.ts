import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionDiscount, PromotionGroup } from '../seed/discounts.ts';

/**
 * The one schema of the shop. Both drivers (PGlite and node-postgres) run the same migrations
 * generated from this file (`npm run db:generate`), so nothing here may depend on the driver.
 * Money is held in integer pence; quantities that may be fractional (kg, lb) are numeric.
 */

/**
 * PostgreSQL's full-text document type (doc 3 §3 search). Documents use the text search configurations of
 * migration 0004: `shop_english` (English stemming, accents ignored, so 'rose' finds 'Rosé') and
 * `shop_simple` (no stemming, accents ignored).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Facts about the database itself: seed version, seed size, when it was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Taxonomy category (doc 3 §3). Root shop is 0, groceries 10051, entertaining 10052. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    /** Lower-cased path below the shop root, e.g. `groceries/fresh_and_chilled/milk`. */
    path: text('path').notNull().unique(),
    level: integer('level').notNull(),
    parentId: integer('parent_id'),
    /** Ancestor ids from the root down to the parent. */
    ancestorIds: integer('ancestor_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    hiddenInNav: boolean('hidden_in_nav').notNull().default(false),
    emptyOfProducts: boolean('empty_of_products').notNull().default(false),
    iconName: text('icon_name'),
    offer: boolean('offer').notNull().default(false),
    banner: text('banner'),
    pageTitle: text('page_title'),
    /**
     * The names of this category and its ancestors below the shops ('Fresh & Chilled Milk, Butter & Eggs
     * Milk'), the C part of its products' search documents. Kept by triggers (migration 0004).
     */
    searchChain: text('search_chain'),
    /** The name as a search document: a search for a leaf's name ranks that leaf's products first. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('shop_english'::regconfig, name)`),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/** Product (doc 3 §3). Prices are for `priceQuantity` of `uom`, e.g. £2.50 per 1 KGM for loose items. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    lineNumber: text('line_number').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    ownBrand: boolean('own_brand').notNull().default(false),
    size: text('size').notNull(),
    productType: text('product_type').notNull().default('G'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    uom: text('uom').notNull().default('C62'),
    pricePence: integer('price_pence').notNull(),
    priceQuantity: numeric('price_quantity', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    unitPricePence: integer('unit_price_pence').notNull(),
    /** What the unit price is per, for display: 'kg', '100g', 'litre', '100ml', 'each', '75cl'. */
    unitPriceUnit: text('unit_price_unit').notNull(),
    depositChargePence: integer('deposit_charge_pence'),
    defaultQuantity: numeric('default_quantity', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(1),
    /**
     * Loose produce priced by the kilo that may also be bought by the item (doc 3 §5 "The unit can switch
     * between item and weight"): what one item weighs on average. An item line is priced at this estimated
     * weight; null for products sold only in `uom`.
     */
    itemWeightKg: numeric('item_weight_kg', { precision: 6, scale: 3, mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    shelfLifeDays: integer('shelf_life_days'),
    maxPersonalisedMessageLength: integer('max_personalised_message_length'),
    containsAlcohol: boolean('contains_alcohol').notNull().default(false),
    /** High in fat, salt or sugar: left out of missed offers (doc 3 §5) and of volume offers. */
    hfss: boolean('hfss').notNull().default(false),
    percentByVolume: numeric('percent_by_volume', { precision: 4, scale: 1, mode: 'number' }),
    unitsInBottle: numeric('units_in_bottle', { precision: 4, scale: 1, mode: 'number' }),
    substitutionsProhibited: boolean('substitutions_prohibited').notNull().default(false),
    /** Why an item cannot be substituted: entertaining, pharmaceutical, fresh counter (doc 2 §5). */
    substitutionGroup: text('substitution_group'),
    availableDays: text('available_days').array(),
    restrictionStartDate: date('restriction_start_date'),
    restrictionEndDate: date('restriction_end_date'),
    servingsMin: integer('servings_min'),
    servingsMax: integer('servings_max'),
    dietaryTags: text('dietary_tags').array().notNull().default(sql`'{}'::text[]`),
    marketingBadges: text('marketing_badges').array().notNull().default(sql`'{}'::text[]`),
    productTags: jsonb('product_tags').$type<{ name: string; tooltip: string }[]>().notNull().default([]),
    cookingStatus: text('cooking_status'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    summary: text('summary'),
    barCode: text('bar_code'),
    /** Stock state: IN_STOCK, OUT_OF_STOCK (sold out online), UNAVAILABLE (temporarily unavailable). */
    availability: text('availability').notNull().default('IN_STOCK'),
    /** Inputs of the generated SVG image: a hue and a pictogram. */
    imageHue: integer('image_hue').notNull(),
    imageIcon: text('image_icon').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The search document (doc 3 §3 search): name (weight A), brand (B), the names of the category chain
     * (C) and the dietary tags, marketing badges and product tags (D). Set by the `products_search_vector`
     * trigger (migration 0004) on every insert and update, because the category names live in another table.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brand),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * One row whose `version` goes up with every statement that changes products, categories or promotions
 * (triggers of migration 0004), so an API process can tell in one cheap read whether what it holds in
 * memory about the catalogue (search facets, products) is still current.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Every distinct word of product names, brands and category names, lower-cased, for 'did you mean'
 * (doc 3 §3 metaData.didYouMean) by trigram similarity. Filled by triggers on products and categories.
 * The trigram index is GiST rather than GIN because it answers 'the nearest word' (`order by word <-> $1
 * limit 1`) by walking the index, where GIN would have every similar word fetched and sorted.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * What autocomplete offers (doc 3 §5 header search): every distinct product name and category name, one
 * row per lower-cased text. `kind` is 'category' or 'product'; `vector` is the text as a search document
 * (shop_simple: suggestions match what was typed, not its stem). Filled by triggers.
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    key: text('key').primaryKey(),
    term: text('term').notNull(),
    kind: text('kind').notNull(),
    vector: tsvector('vector').notNull().generatedAlwaysAs(sql`to_tsvector('shop_simple'::regconfig, term)`),
  },
  (t) => [index('search_suggestions_vector_idx').using('gin', t.vector)],
);

/** Promotion (doc 3 §3); `discount` and `groups` follow the spec's shapes. */
export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  promotionType: text('promotion_type').notNull(),
  promotionTypeCode: text('promotion_type_code').notNull(),
  description: text('description').notNull(),
  startDate: date('start_date').notNull(),
  expiryDate: date('expiry_date').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  loyaltyOnly: boolean('loyalty_only').notNull().default(false),
  /** How the saving is computed; the shapes and their rules are in src/server/seed/discounts.ts. */
  discount: jsonb('discount').$type<PromotionDiscount>().notNull(),
  /** Meal deals: groups with a threshold each; simple offers have one group. Members are in product_promotions. */
  groups: jsonb('groups').$type<PromotionGroup[]>().notNull().default([]),
});

export const productPromotions = pgTable(
  'product_promotions',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    groupId: integer('group_id').notNull().default(1),
    wasPricePence: integer('was_price_pence'),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('product_promotions_product_idx').on(t.productId),
  ],
);

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A branch's hours on one weekday, London wall-clock 'HH:MM'; both null when it does not open that day. */
export interface DayOpeningHours {
  day: Weekday;
  opens: string | null;
  closes: string | null;
}

/** Mondays to Sundays, in that order. */
export type OpeningHours = DayOpeningHours[];

/**
 * What a branch without hours of its own keeps: 8am to 8pm, and the six Sunday hours that the Sunday
 * Trading Act 1994 allows a large shop in England and Wales.
 */
export const STANDARD_OPENING_HOURS: OpeningHours = WEEKDAYS.map((day) =>
  day === 'Sunday' ? { day, opens: '10:00', closes: '16:00' } : { day, opens: '08:00', closes: '20:00' },
);

/** A shop (branch) with its collection services. Default branch is 651 (doc 1 §9). */
export const branches = pgTable('branches', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  town: text('town').notNull(),
  region: text('region'),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  groceriesCollection: boolean('groceries_collection').notNull().default(true),
  entertainingCollection: boolean('entertaining_collection').notNull().default(false),
  /** Outward postcode districts the branch delivers to, e.g. {'RG12','RG42'}. */
  deliveryDistricts: text('delivery_districts').array().notNull().default(sql`'{}'::text[]`),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(STANDARD_OPENING_HOURS),
});

/*
 * Accounts and sessions (doc 1 §3 Customer account and Session, §6; doc 2 §6; docs/api/session.md).
 */

/**
 * A customer account. Staff are accounts too, with `permissions` (SIGN_ON_AS_CUSTOMER). `emailKey` is
 * the trimmed, lower-cased email: one account per address. Only a scrypt hash of the password is kept.
 */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  title: text('title'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Set by the address book (a later issue). */
  contactAddressId: text('contact_address_id'),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  totalOrderCount: integer('total_order_count').notNull().default(0),
  /** Consecutive failed sign-ins; the fifth soft-locks the account. */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  /** Soft lock: cleared by a password reset. */
  softLockedAt: timestamp('soft_locked_at', { withTimezone: true }),
  /** Hard lock: set and cleared only by staff or operations. */
  hardLocked: boolean('hard_locked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/**
 * A session: the refresh credential behind the `session` cookie (`<id>.<secret>`, only the secret's
 * SHA-256 is kept) and the `sid` of every access token issued for it. Anonymous sessions have no
 * customer. When staff sign on as a customer, `principalId` is the staff member and `staffSessionId`
 * the staff member's own session. `customerId` has no foreign key on purpose: a session outlives a
 * deleted account so that account calls can answer 404 (docs/api/session.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    customerId: integer('customer_id'),
    principalId: integer('principal_id'),
    staffSessionId: text('staff_session_id'),
    /** The session this one replaced at sign-in (the anonymous trolley to merge). */
    previousSessionId: text('previous_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in, registration and password-reset attempts, counted for throttling across processes.
 * `accountKey` is a SHA-256 of the normalised email (attempted emails are not kept in clear);
 * `outcome` is null while the attempt is being checked.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    accountKey: text('account_key'),
    clientAddress: text('client_address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome'),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.kind, t.accountKey, t.attemptedAt),
    index('login_attempts_address_idx').on(t.kind, t.clientAddress, t.attemptedAt),
    index('login_attempts_time_idx').on(t.attemptedAt),
  ],
);

/** A password-reset link: single use, one hour; only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/**
 * Emails the shop would send (password reset links, registration notices). Kept in the database and,
 * outside production, readable through the development outbox (docs/api/session.md).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient's email address, as typed at registration. */
    recipient: text('recipient').notNull(),
    recipientKey: text('recipient_key').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipientKey, t.createdAt)],
);

/** Every time a staff member signs on as a customer: who, which customer, when (doc 2 §6). */
export const staffSignOns = pgTable(
  'staff_sign_ons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => customers.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    sessionId: text('session_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sign_ons_staff_idx').on(t.staffId, t.startedAt)],
);

/** Feature flags answered by get-rollouts (doc 1 §9); the migration inserts the spec's flags. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * Managed content by name (doc 3 §7 "Fragments are requested by name"): the footer, help pages and
 * content pages. `content` is the fragment's JSON as the storefront's schema for it reads it.
 */
export const contentFragments = pgTable('content_fragments', {
  name: text('name').primaryKey(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Customer orders and the trolley (doc 2 §3 Trolley, Trolley item, Order status; DESIGN §4 "The customer
 * order"; migration 0005). The trolley is the shopper's current customer order: the AMENDING one when an
 * order is being amended, else the PENDING one, made on first use. An anonymous session's order belongs to
 * the session (customer_id null) until sign-in merges it into the customer's (src/server/services/trolley-merge.ts).
 */

/** doc 2 §3 Order status, plus MERGED: an anonymous trolley merged into a customer's at sign-in. */
export const CUSTOMER_ORDER_STATES = [
  'PENDING',
  'AMENDING',
  'PLACED',
  'PAID',
  'PAYMENT_FAILED',
  'FULFIL',
  'PICKED',
  'COMPLETED',
  'CANCELLED',
  'REFUND_PENDING',
  'MERGED',
] as const;
export type CustomerOrderState = (typeof CUSTOMER_ORDER_STATES)[number];

export const customerOrders = pgTable(
  'customer_orders',
  {
    /** The orderId / customerOrderId of the spec, sent as a string. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000001 }),
    /**
     * The customer; null for an anonymous session's trolley. No foreign key, as for sessions: orders are
     * records that outlive a deleted account.
     */
    customerId: integer('customer_id'),
    /** The session that made it: the owner while customer_id is null. */
    sessionId: text('session_id').notNull(),
    state: text('state').$type<CustomerOrderState>().notNull().default('PENDING'),
    /** Substitute-all (updateTrolleySubPreferences): the preference new items take. */
    substitutionsAllowed: boolean('substitutions_allowed').notNull().default(true),
    /** The customer order an anonymous trolley was merged into (state MERGED). */
    mergedIntoId: integer('merged_into_id'),
    /* What checkout edits on the order (doc 2 §3 Order; docs/api/checkout.md PATCH orders/{id}). */
    contactNumber: text('contact_number'),
    deliveryNote: text('delivery_note'),
    bagless: boolean('bagless').notNull().default(false),
    paperStatement: boolean('paper_statement').notNull().default(false),
    /*
     * The card the order will be paid with: the payment service's token and what may be shown of it (never
     * the number or CVC; PCI DSS 3.3/3.4). `paymentCardId` when it is a saved card.
     */
    cardToken: text('card_token'),
    cardType: text('card_type'),
    cardLastFour: text('card_last_four'),
    /** 'MM/YY'. */
    cardExpiry: text('card_expiry'),
    cardholderName: text('cardholder_name'),
    paymentCardId: integer('payment_card_id'),
    /** Save the card to the customer's cards when the order is placed (the shopper ticked "save"). */
    saveCard: boolean('save_card').notNull().default(false),
    /** The bank confirmed this card for this order (after SECURITY_NEEDED): the challenge's jwtId. */
    cardAuthenticatedJwtId: text('card_authenticated_jwt_id'),
    /** When checkout placed it (PLACED), and the Idempotency-Key of the request that did. */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placementKey: text('placement_key'),
    /** totals.estimated at placement (doc 2 §3), in the contract's shape; null while a trolley. */
    estimatedTotals: jsonb('estimated_totals'),
    /** The branch that fulfils it (the slot's), set at placement. */
    shopNumber: integer('shop_number'),
    /*
     * The times of its life (src/domain/orders.ts OrderTimes), from the confirmed slot, set when it is placed
     * (again when an amendment is placed): the order-lifecycle job finds what is due by them.
     */
    amendCutOffAt: timestamp('amend_cut_off_at', { withTimezone: true }),
    pickingAt: timestamp('picking_at', { withTimezone: true }),
    slotStartAt: timestamp('slot_start_at', { withTimezone: true }),
    slotEndAt: timestamp('slot_end_at', { withTimezone: true }),
    /** totals.actual (doc 2 §3), in the contract's shape, from picking; null until then. */
    actualTotals: jsonb('actual_totals'),
    /**
     * While AMENDING: the order's own fields as they were placed (card, contact number, note, preferences), so
     * that cancelling the changes restores them. Null otherwise.
     */
    amendSnapshot: jsonb('amend_snapshot'),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Declined attempts to pay a PAYMENT_FAILED order with another card (resolve order payment). */
    paymentResolutionAttempts: integer('payment_resolution_attempts').notNull().default(0),
    /** The partner discount card on the order (doc 2 §3 partnerDiscountCardNumber), a `partner_discount_cards` row. */
    partnerDiscountCardNumber: text('partner_discount_card'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One trolley per customer, and one per anonymous session.
    uniqueIndex('customer_orders_one_pending_per_customer')
      .on(t.customerId)
      .where(sql`${t.state} = 'PENDING' AND ${t.customerId} IS NOT NULL`),
    uniqueIndex('customer_orders_one_pending_per_session')
      .on(t.sessionId)
      .where(sql`${t.state} = 'PENDING' AND ${t.customerId} IS NULL`),
    index('customer_orders_customer_idx').on(t.customerId, t.state),
    // The order-lifecycle job's look-ups: orders in a state whose next time has come.
    index('customer_orders_lifecycle_idx').on(t.state, t.amendCutOffAt),
    // Exactly once (docs/api/checkout.md): one placement per key per customer.
    uniqueIndex('customer_orders_placement_key_idx')
      .on(t.customerId, t.placementKey)
      .where(sql`${t.placementKey} IS NOT NULL`),
  ],
);

/**
 * The lines of a placed order (doc 2 §3 Order line): the trolley's lines with their prices at the moment of
 * placing, kept as they were whatever happens to the catalogue later. `product` is the trolley's product
 * (src/contract/trolley.ts trolleyProductSchema) as it was.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    lineNumber: text('line_number').notNull(),
    productId: text('product_id').notNull(),
    /** ORDERED at placement; PICKED, SUBSTITUTED or MISSING at picking (the order's life). */
    status: text('status').notNull().default('ORDERED'),
    quantityAmount: numeric('quantity_amount', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    quantityUom: text('quantity_uom').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
    /** Before offers, and after them (the line's estimated total). */
    salePricePence: integer('sale_price_pence').notNull(),
    pricePence: integer('price_pence').notNull(),
    savingPence: integer('saving_pence').notNull(),
    depositPence: integer('deposit_pence'),
    canSubstitute: boolean('can_substitute').notNull(),
    noteToShopper: text('note_to_shopper'),
    personalisedMessage: text('personalised_message'),
    product: jsonb('product').notNull(),
    /**
     * At picking: what was picked instead when SUBSTITUTED, `{ productId, quantity: { amount, uom }, pricePence,
     * product }` (product as `product`); null otherwise.
     */
    substitute: jsonb('substitute'),
    /** What the line cost as picked (0 when MISSING); null until picked. */
    actualPricePence: integer('actual_price_pence'),
  },
  (t) => [uniqueIndex('order_lines_order_line_idx').on(t.customerOrderId, t.lineNumber)],
);

/*
 * Payments (doc 2 §3 Payment card, Payment session, Global flow; §7 Payments; docs/api/checkout.md). The first
 * four tables are the card processor's (the simulated bank inside the server): the shop's order service reads
 * only tokens and what may be shown of a card. No table holds a card number or a CVC.
 */

/** A card-entry session (POST payment-sessions): one card, 15 minutes; only the passcode's SHA-256 is kept. */
export const paymentSessions = pgTable('payment_sessions', {
  /** The sessionGUID. */
  id: text('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  passcodeHash: text('passcode_hash').notNull(),
  processingDb: text('processing_db').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The processor's behaviours for a card, decided from its number when it is tokenised (the test cards). */
export const CARD_BEHAVIOURS = [
  'SUCCEED',
  'DECLINE',
  'REQUIRE_AUTHENTICATION',
  'DECLINE_AT_PICKING',
] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

/** A tokenised card: the token, whose it is, and what may be shown of it. */
export const cardTokens = pgTable(
  'card_tokens',
  {
    token: text('token').primaryKey(),
    customerId: integer('customer_id').notNull(),
    behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_tokens_customer_idx').on(t.customerId)],
);

/** A card authentication challenge (GET payment-security-tokens, the bank's page): PENDING until answered. */
export const paymentChallenges = pgTable(
  'payment_challenges',
  {
    /** The jwtId. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    customerOrderId: integer('customer_order_id').notNull(),
    cardToken: text('card_token').notNull(),
    /** PENDING, APPROVED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('payment_challenges_order_idx').on(t.customerOrderId)],
);

/** An authorisation (or decline) of an amount on a card for an order; picking charges it (issue 17). */
export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerOrderId: integer('customer_order_id').notNull(),
    cardToken: text('card_token').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** AUTHORISED, DECLINED, CHARGED, CHARGE_DECLINED, VOIDED or REFUNDED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_authorisations_order_idx').on(t.customerOrderId, t.createdAt)],
);

/** A customer's saved card (GET payment-cards; the savePaymentCard flag): the shop's record of a token. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 90000001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cardToken: text('card_token').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    /** 'MM/YY'. */
    expiry: text('expiry').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_cards_customer_idx').on(t.customerId),
    uniqueIndex('payment_cards_one_default').on(t.customerId).where(sql`${t.isDefault}`),
    uniqueIndex('payment_cards_token_idx').on(t.customerId, t.cardToken),
  ],
);

/** A trolley line (doc 2 §3 Trolley item): one per product per customer order. */
export const trolleyItems = pgTable(
  'trolley_items',
  {
    /** The trolleyItemId (positive; the storefront's optimistic items use negative ones). */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    lineNumber: text('line_number').notNull(),
    quantityAmount: numeric('quantity_amount', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    quantityUom: text('quantity_uom').notNull(),
    canSubstitute: boolean('can_substitute').notNull(),
    noteToShopper: text('note_to_shopper'),
    personalisedMessage: text('personalised_message'),
    locked: boolean('locked').notNull().default(false),
    /** 1 when added, one more on every change: concurrent changes are never lost (each counts once). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trolley_items_order_product_idx').on(t.customerOrderId, t.productId),
    index('trolley_items_product_idx').on(t.productId),
  ],
);

/*
 * Address book (doc 1 §3 Address, §5 Addresses, §7.3; doc 2 §5 "Addresses at booking"; docs/api/addresses.md).
 */

/** A customer's address with its addressee. The contact address is `customers.contact_address_id`. */
export const addresses = pgTable(
  'addresses',
  {
    /** The address id of the spec, sent as a string. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 50000001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    line1: text('line1').notNull(),
    line2: text('line2'),
    line3: text('line3'),
    town: text('town'),
    region: text('region'),
    /** ISO 3166-1 alpha-2, e.g. GB. */
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    /** ACTIVE; kept for the spec's addressStatus. */
    addressStatus: text('address_status').notNull().default('ACTIVE'),
    uniqueDomesticAddressReferenceNumber: text('udprn'),
    suggestionId: text('suggestion_id'),
    deliveryNote: text('delivery_note'),
    addresseeTitle: text('addressee_title'),
    addresseeFirstName: text('addressee_first_name').notNull(),
    addresseeLastName: text('addressee_last_name').notNull(),
    addresseeContactNumber: text('addressee_contact_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.createdAt)],
);

/*
 * Slots and bookings (doc 2 §3 Customer slot, Slot booking state, Slot list, Booking status; §4 Slot booking;
 * §5 Slots and minimum spend; §8 Slots; docs/api/slots.md).
 */

/** DELIVERY for home delivery; collection slots are per kind of collection. */
export const SLOT_TYPES = ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'] as const;
export type SlotTypeCode = (typeof SLOT_TYPES)[number];

/**
 * One bookable window of a branch for one kind of fulfilment, with its capacity. Rows are made from the slot
 * templates for a date the first time that date is asked for (src/server/services/slots.ts), so the shop
 * always has slots for the coming weeks whatever the clock says. `booked` counts live reservations and
 * confirmed bookings; the check constraint is the last line of defence behind the conditional update.
 */
export const slots = pgTable(
  'slots',
  {
    /** The slot id: `{branchId}-{type}-{yyyy-mm-dd}-{HHMM}` (London start time). */
    id: text('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    slotType: text('slot_type').$type<SlotTypeCode>().notNull(),
    /** The London date of the window. */
    slotDate: date('slot_date').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    chargePence: integer('charge_pence').notNull(),
    greenSlot: boolean('green_slot').notNull().default(false),
    /** Shown on the SAVER_GRID. */
    saver: boolean('saver').notNull().default(false),
    /** A seasonal campaign (CHRISTMAS, EASTER ...) the window belongs to, or null. */
    campaign: text('campaign'),
  },
  (t) => [
    check('slots_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    index('slots_grid_idx').on(t.branchId, t.slotType, t.slotDate, t.startTime),
  ],
);

/** doc 2 §3 Booking status. */
export const BOOKING_STATUSES = ['UNCONFIRMED', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A reservation of a slot for a customer order (the slotReservationId). UNCONFIRMED until the order is placed,
 * when it becomes CONFIRMED; an UNCONFIRMED one lapses at `expires_at` (EXPIRED) or is CANCELLED. A customer
 * order holds at most one live booking, except while a placed order is amended onto another slot: then its
 * CONFIRMED booking stands until the amendment is placed (and the new one confirmed) or cancelled.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 70000001 }),
    slotId: text('slot_id')
      .notNull()
      .references(() => slots.id),
    customerId: integer('customer_id').notNull(),
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id),
    branchId: integer('branch_id').notNull(),
    slotType: text('slot_type').$type<SlotTypeCode>().notNull(),
    /** The delivery address; null for collection. */
    addressId: integer('address_id').references(() => addresses.id),
    status: text('status').$type<BookingStatus>().notNull().default('UNCONFIRMED'),
    /** DEFAULT_GRID or SAVER_GRID: the grid it was booked from. */
    slotGridType: text('slot_grid_type').notNull().default('DEFAULT_GRID'),
    /** The charge agreed at booking. */
    chargePence: integer('charge_pence').notNull(),
    campaign: text('campaign'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A customer order holds at most one CONFIRMED booking and at most one UNCONFIRMED one: both only while a
    // placed order is being amended onto another slot (doc 2 §3 "When an order has several slots, the
    // unconfirmed one is used").
    uniqueIndex('slot_bookings_one_confirmed_per_order')
      .on(t.customerOrderId)
      .where(sql`${t.status} = 'CONFIRMED'`),
    uniqueIndex('slot_bookings_one_unconfirmed_per_order')
      .on(t.customerOrderId)
      .where(sql`${t.status} = 'UNCONFIRMED'`),
    index('slot_bookings_slot_idx').on(t.slotId, t.status),
    index('slot_bookings_customer_idx').on(t.customerId, t.status),
    index('slot_bookings_address_idx').on(t.addressId),
  ],
);

/** A delivery pass a customer bought (doc 2 §3 Delivery pass status): free delivery on slots while ACTIVE. */
export const deliveryPasses = pgTable(
  'delivery_passes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 50000001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** src/domain/orders.ts DELIVERY_PASS_PLANS. */
    planId: text('plan_id').notNull(),
    pricePence: integer('price_pence').notNull(),
    /** London calendar dates: active from start to end inclusive. */
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    cardToken: text('card_token').notNull(),
    cardType: text('card_type').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_passes_customer_idx').on(t.customerId, t.endDate)],
);

/**
 * Impressions and clicks of the mega menu's sponsorship banners (doc 3 §7 "Sponsorship tracking"), one row
 * per banner, counted with an atomic upsert so that every API process adds to the same figures.
 */
export const sponsorshipCounts = pgTable('sponsorship_counts', {
  bannerId: text('banner_id').primaryKey(),
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
});

/*
 * Money off an order (doc 2 §3 Promo code, Gift card and voucher; §5; docs/api/checkout.md "Money off"):
 * promo codes and their redemptions, gift cards with their ledger, gift vouchers, partner discount cards.
 * What is on a PENDING or AMENDING order is a link row; what is spent is taken when the order is placed,
 * under row locks or conditional updates, so nothing is spent twice.
 */

/** A promo code and its rules (doc 2 §3 Promo code; the seeded ones are in docs/api/checkout.md). */
export const incentives = pgTable(
  'incentives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As looked up (src/domain/incentives.ts normaliseIncentiveCode): COUPON and COMBO codes in capitals. */
    code: text('code').notNull(),
    /** VOUCHER, COMBO or COUPON (src/domain/incentives.ts incentiveTypeOf of the code). */
    type: text('type').notNull(),
    description: text('description').notNull(),
    /** PERCENT (percent off) or AMOUNT (amount_pence off). */
    discountKind: text('discount_kind').notNull(),
    percentOff: integer('percent_off'),
    amountOffPence: integer('amount_off_pence'),
    /** Off the items of this category (and its descendants) only: applicationMethod CATEGORY. */
    categoryId: integer('category_id'),
    /** The items' spend after offers (of the category, for a CATEGORY code) it needs; 0 for none. */
    minimumSpendPence: integer('minimum_spend_pence').notNull().default(0),
    /** Only on a customer's first order (no order placed before). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Once per customer (one placed order). */
    singleUsePerCustomer: boolean('single_use_per_customer').notNull().default(false),
    /** How many orders may use it in all (1 for single use overall); null for no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** Orders placed with it (and not cancelled): never above max_redemptions. */
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** London calendar dates it may be used, inclusive; null for open-ended. */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
  },
  (t) => [
    uniqueIndex('incentives_code_idx').on(t.code),
    check(
      'incentives_redemptions_within_limit',
      sql`${t.maxRedemptions} IS NULL OR ${t.redemptionCount} <= ${t.maxRedemptions}`,
    ),
    check('incentives_redemptions_not_negative', sql`${t.redemptionCount} >= 0`),
  ],
);

/** A promo code on a customer order, in the order added. */
export const orderIncentives = pgTable(
  'order_incentives',
  {
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    incentiveId: integer('incentive_id')
      .notNull()
      .references(() => incentives.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerOrderId, t.incentiveId] })],
);

/** A placed order that used a promo code (released when the order is cancelled). */
export const incentiveRedemptions = pgTable(
  'incentive_redemptions',
  {
    incentiveId: integer('incentive_id')
      .notNull()
      .references(() => incentives.id),
    customerOrderId: integer('customer_order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** What it took off the order when placed. */
    savingPence: integer('saving_pence').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incentiveId, t.customerOrderId] }),
    index('incentive_redemptions_customer_idx').on(t.customerId, t.incentiveId),
  ],
);

/** A gift card (doc 2 §3 Gift card): its balance never goes below zero. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 70000001 }),
    /** 16 digits. */
    serialNumber: text('serial_number').notNull(),
    /** The PIN's hash (src/server/services/passwords.ts), never the PIN. */
    pinHash: text('pin_hash').notNull(),
    balancePence: integer('balance_pence').notNull(),
    /** What it was issued with (development mode's reset puts it back). */
    initialBalancePence: integer('initial_balance_pence').notNull(),
    /** The last London day it may be used; null for no end. */
    expiresOn: date('expires_on'),
  },
  (t) => [
    uniqueIndex('gift_cards_serial_idx').on(t.serialNumber),
    check('gift_cards_balance_not_negative', sql`${t.balancePence} >= 0`),
  ],
);

/** A gift card on a customer order, in the order added. */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerOrderId, t.giftCardId] })],
);

/**
 * Every change of a gift card's balance: REDEEM (negative, an order placed) and REFUND (positive, an order
 * cancelled or placed again after amending). The balance equals the initial balance plus their sum.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    customerOrderId: integer('customer_order_id').notNull(),
    kind: text('kind').notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId),
    index('gift_card_transactions_order_idx').on(t.customerOrderId),
  ],
);

/** Wrong gift card numbers or PINs, counted per customer to stop guessing. */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_card_attempts_customer_idx').on(t.customerId, t.attemptedAt)],
);

/** A gift voucher (doc 2 §3 Gift voucher): used once, whole. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 80000001 }),
    /** 16 digits. */
    serialNumber: text('serial_number').notNull(),
    valuePence: integer('value_pence').notNull(),
    /** ACTIVE, or REDEEMED by `redeemed_order_id`. */
    status: text('status').notNull().default('ACTIVE'),
    redeemedOrderId: integer('redeemed_order_id'),
    /** The last London day it may be used; null for no end. */
    expiresOn: date('expires_on'),
  },
  (t) => [
    uniqueIndex('gift_vouchers_serial_idx').on(t.serialNumber),
    check(
      'gift_vouchers_redeemed_has_order',
      sql`(${t.status} = 'REDEEMED') = (${t.redeemedOrderId} IS NOT NULL)`,
    ),
  ],
);

/** A gift voucher on a customer order, in the order added. */
export const orderGiftVouchers = pgTable(
  'order_gift_vouchers',
  {
    customerOrderId: integer('customer_order_id')
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    giftVoucherId: integer('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerOrderId, t.giftVoucherId] })],
);

/**
 * A Partner discount card (doc 2 §3 partnerDiscountCardNumber): linked to the first customer who uses it;
 * another customer is refused (doc 1 §5 'This number is already linked to another account').
 */
export const partnerDiscountCards = pgTable('partner_discount_cards', {
  /** 16 digits, starting 9210 or 9230. */
  cardNumber: text('number').primaryKey(),
  holderName: text('holder_name').notNull(),
  customerId: integer('customer_id'),
  active: boolean('active').notNull().default(true),
});
