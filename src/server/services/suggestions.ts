import { sql } from 'drizzle-orm';
import type { Suggestions } from '../../contract/catalogue.ts';
import { AUTOCOMPLETE_MIN_LENGTH } from '../../domain/search-limits.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from './products.ts';
import { normaliseTerm } from './search-query.ts';

/**
 * Autocomplete (doc 3 §4 "Typing shows autocomplete", §5, §9 "Autocomplete minimum 3 characters";
 * docs/api/catalogue.md): product and category names holding every typed word, the last as a prefix
 * ('semi skim' → 'Waitrose Semi Skimmed Milk'), accents ignored, one per name whatever its case
 * (`search_suggestions_for` over `search_suggestions`, migration 0004, through its GIN index). Best first:
 * names that start with what was typed, then categories before products, then the shortest.
 */
export async function findSuggestions(db: Database, rawTerm: string, limit: number): Promise<Suggestions> {
  const term = normaliseTerm(rawTerm);
  if ([...term].length < AUTOCOMPLETE_MIN_LENGTH) return { term, suggestions: [] };
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20);
  if (words.length === 0) return { term, suggestions: [] };
  const query = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const typed = term.toLowerCase();
  const rows = rowsOf<{ term: string }>(
    await db.execute(sql`
      select search_suggestions_for(to_tsquery('shop_simple', ${query}), ${typed}, ${limit}) as term`),
  );
  return { term, suggestions: rows.map((row) => ({ term: row.term })) };
}
