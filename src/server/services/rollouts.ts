import { asc, inArray } from 'drizzle-orm';
import type { Rollout } from '../../contract/account.ts';
import type { Database } from '../db/client.ts';
import { featureFlags } from '../db/schema.ts';

/**
 * The feature flags (doc 1 §9) from `feature_flags`: all of them, or the ones asked for by name, in the
 * order asked. A name the shop does not know is off ("others are off").
 */
export async function getRollouts(db: Database, names?: readonly string[]): Promise<Rollout[]> {
  if (names === undefined) {
    return db
      .select({ name: featureFlags.name, enabled: featureFlags.enabled })
      .from(featureFlags)
      .orderBy(asc(featureFlags.name));
  }
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(inArray(featureFlags.name, unique));
  const enabled = new Map(rows.map((row) => [row.name, row.enabled]));
  return unique.map((name) => ({ name, enabled: enabled.get(name) ?? false }));
}
