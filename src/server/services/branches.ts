import type { Branch, BranchSearch } from '../../contract/branches.ts';
import { validateUkPostcode } from '../../domain/postcode.ts';
import { MESSAGES } from '../../domain/validation.ts';
import type { Database } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import { approximateLocation, distanceInMiles } from './postcode-locations.ts';

/** How many branches a postcode search answers unless asked for another number. */
export const DEFAULT_BRANCH_SEARCH_LIMIT = 10;
export const MAX_BRANCH_SEARCH_LIMIT = 50;

const byName = new Intl.Collator('en-GB');

export type BranchSearchResult =
  | { ok: true; search: BranchSearch }
  | { ok: false; type: 'INVALID_POSTCODE'; message: string };

/**
 * Find a store (doc 3 §7 "branches by postcode"): with a postcode, the nearest branches first, at most
 * `limit`; without one, every branch in alphabetical order. A postcode that is not a UK postcode, or one
 * no postcode area holds, is the invalid postcode of doc 3 §8 ('Invalid UK postcode', doc 1 §5).
 */
export async function findBranches(
  db: Database,
  { postcode, limit }: { postcode?: string | undefined; limit?: number | undefined },
): Promise<BranchSearchResult> {
  const invalid = { ok: false, type: 'INVALID_POSTCODE', message: MESSAGES.invalidUkPostcode } as const;
  // The table is small (a supermarket has hundreds of branches, not millions): distances are worked out
  // here; with a great many, an index (PostGIS or earthdistance) would pick the nearest in the database.
  // Sorted here rather than by the database, whose collation may differ between PGlite and a server.
  const rows = (await db.select().from(branches)).sort((a, b) => byName.compare(a.name, b.name));
  if (postcode === undefined) {
    const all = rows.map((row) => toSummary(row, null));
    return {
      ok: true,
      search: { postcode: null, branches: limit === undefined ? all : all.slice(0, limit) },
    };
  }

  const searched = validateUkPostcode(postcode);
  if (!searched.valid) return invalid;
  const origin = approximateLocation(searched);
  if (!origin) return invalid;
  const nearest = rows
    .map((row) => ({ row, miles: distanceInMiles(origin, row) }))
    .sort((a, b) => a.miles - b.miles || byName.compare(a.row.name, b.row.name))
    .slice(0, limit ?? DEFAULT_BRANCH_SEARCH_LIMIT)
    .map(({ row, miles }) => toSummary(row, Math.round(miles * 10) / 10));
  return { ok: true, search: { postcode: searched.postcode, branches: nearest } };
}

function toSummary(row: typeof branches.$inferSelect, distanceMiles: number | null): Branch {
  return {
    id: row.id,
    name: row.name,
    addressLines: [row.line1, row.line2].filter((line): line is string => Boolean(line)),
    town: row.town,
    region: row.region,
    postcode: row.postalCode,
    phone: row.phone,
    distanceMiles,
    services: {
      groceriesCollection: row.groceriesCollection,
      entertainingCollection: row.entertainingCollection,
    },
    openingHours: row.openingHours,
  };
}
