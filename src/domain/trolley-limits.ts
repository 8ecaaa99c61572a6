/**
 * The trolley's business constants (doc 2 §5, §9), shared by the storefront and the server. The server is
 * the authority: it refuses what breaks these (docs/api/trolley.md), the storefront checks them first for a
 * quick answer. Quantities per unit of measure are in `quantities.ts`.
 */

/**
 * Minimum spend, in pence, before an order can be checked out (doc 2 §5 "Grocery collection and delivery
 * each have a minimum spend (amounts not shown)"): £40 for delivery, £25 for collection. They are compared
 * with the trolley's items after offers (itemTotalEstimatedCost), deposits and charges left out.
 */
export const MINIMUM_ORDER_VALUE_PENCE = { DELIVERY: 4000, COLLECTION: 2500 } as const;

/** doc 2 §9 "Per-item trolley quantity: 99" (the items unit's maximum; weighed units have their own). */
export const TROLLEY_ITEM_QUANTITY_LIMIT = 99;

/** The longest note to the shopper (the spec gives none): a short instruction, like 'ripe ones please'. */
export const NOTE_TO_SHOPPER_MAX_LENGTH = 100;

/** Most lines one trolley holds (the spec gives none); an add past it is refused. */
export const MAX_TROLLEY_LINES = 250;

/** Trolley recommendations (doc 2 §7, §9): 8 by default, starting at 0; at most 48 per call. */
export const DEFAULT_RECOMMENDATIONS_SIZE = 8;
export const MAX_RECOMMENDATIONS_SIZE = 48;

/**
 * Why some products can never be substituted (doc 2 §5 "Substitutions are not possible for entertaining,
 * pharmaceutical and fresh counter items"): the products' `substitutionGroup`.
 */
export const NO_SUBSTITUTION_GROUPS = ['ENTERTAINING', 'PHARMACEUTICAL', 'FRESH_COUNTER'] as const;

/** How long 'Undo' is offered after a line is removed (the spec gives none): long enough to read and reach. */
export const REMOVED_LINE_UNDO_MS = 10_000;
