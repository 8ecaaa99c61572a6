import { eq } from 'drizzle-orm';
import { isContentSlot } from '../../domain/content-slots.ts';
import type { Database } from '../db/client.ts';
import { contentFragments } from '../db/schema.ts';

/** A fragment as the content service answers it: its content, or null for a content slot left empty. */
export interface FragmentAnswer {
  name: string;
  content: Record<string, unknown> | null;
}

/**
 * The managed fragment called `name` (doc 3 §7 "Fragments are requested by name"); for a content slot with
 * nothing in it today (src/domain/content-slots.ts: the site banner), an empty answer; null when there is no
 * such fragment, so the caller answers 404.
 */
export async function findFragment(db: Database, name: string): Promise<FragmentAnswer | null> {
  const [fragment] = await db
    .select({ name: contentFragments.name, content: contentFragments.content })
    .from(contentFragments)
    .where(eq(contentFragments.name, name));
  if (fragment) return fragment;
  return isContentSlot(name) ? { name, content: null } : null;
}
