import type { Database } from '../db/client.ts';
import { contentFragments } from '../db/schema.ts';
import { FOOTER_CONTENT } from './data/footer.ts';
import { HELP_CONTENT } from './data/help/index.ts';

/** Every managed fragment the shop starts with, by name. */
export const SEEDED_CONTENT: Record<string, Record<string, unknown>> = {
  footer: FOOTER_CONTENT,
  ...HELP_CONTENT,
};

/**
 * Adds the fragments a database lacks, on every start, so a shop seeded before a fragment existed gets it;
 * a fragment already there (perhaps edited since) is left alone.
 */
export async function seedContent(db: Database): Promise<number> {
  const rows = Object.entries(SEEDED_CONTENT).map(([name, content]) => ({ name, content }));
  const inserted = await db
    .insert(contentFragments)
    .values(rows)
    .onConflictDoNothing()
    .returning({ name: contentFragments.name });
  return inserted.length;
}
