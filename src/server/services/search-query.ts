import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from './products.ts';
import { closestBySpelling, maxEditsFor } from './spelling.ts';

/**
 * Full-text matching in PostgreSQL (docs/api/catalogue.md "searchTerm"): the term is read like
 * `websearch_to_tsquery` (quoted phrases, `or`, `-word`), and its last word also matches as a prefix, so
 * 'semi skimmed mil' finds milk while it is still being typed. Products match on their search document
 * (migration 0004: name A, brand B, category chain C, tags D) through its GIN index; they rank by
 * `ts_rank_cd` plus one when the product's own (leaf) category is named by the term (services/search.ts),
 * so 'milk' ranks the milks above the milk chocolate that only mentions it.
 */

/**
 * The same term however it was typed: control and format characters and broken surrogate pairs as spaces
 * (a database cannot take them; nobody types them), NFC, runs of white space as one space, trimmed.
 */
export function normaliseTerm(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\uFFFD]/gu, ' ')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
}

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATORS).filter(Boolean);
}

/**
 * The prefix half of the query, as `to_tsquery` text from the term's words (letters and digits only, so
 * nothing in it is query syntax): every word of the term, the last as a prefix, and the excluded words
 * (`-word`) still excluded. Null when there is nothing to add: a quoted phrase (the phrase decides), a last
 * word that is excluded or a single character.
 */
export function prefixQuery(term: string): string | null {
  if (term.includes('"')) return null;
  const tokens = term.split(' ').filter((token) => token !== '' && token.toLowerCase() !== 'or');
  const last = tokens.at(-1);
  if (!last || last.startsWith('-')) return null;
  const included = tokens.filter((token) => !token.startsWith('-')).flatMap(wordsOf);
  const excluded = tokens.filter((token) => token.startsWith('-')).flatMap(wordsOf);
  const lastWord = included.at(-1);
  if (!lastWord || [...lastWord].length < 2) return null;
  return [...included.slice(0, -1), `${lastWord}:*`, ...excluded.map((word) => `!${word}`)].join(' & ');
}

/** The term as a tsquery expression: websearch syntax, or'ed with the prefix query. */
export function termQuery(term: string): SQL {
  const prefix = prefixQuery(term);
  return prefix === null
    ? sql`websearch_to_tsquery('shop_english', ${term})`
    : sql`(websearch_to_tsquery('shop_english', ${term}) || to_tsquery('shop_english', ${prefix}))`;
}

export interface TermMatches {
  /** Line number and `ts_rank_cd` of each product the term matches. */
  products: { lineNumber: string; rank: number }[];
  /** The categories whose own name the term matches: their products rank one higher. */
  categoryIds: ReadonlySet<number>;
  /** The term's words as the text search reads them (stemmed, no stop words), to compare with names'. */
  words: ReadonlySet<string>;
}

/**
 * The matches and the categories the term names, in one statement answering three texts
 * (`lineNumber:rank,...`, `id,...` and the term's words): a broad term matches thousands of products, and
 * one text is far cheaper to read than thousands of rows (on the embedded database especially).
 */
export async function matchTerm(db: Database, term: string): Promise<TermMatches> {
  // search_products (migration 0004) matches through the GIN index whatever the planner would prefer.
  const result = await db.execute(sql`
    with q as (select ${termQuery(term)} as query)
    select
      (select string_agg(m.line_number || ':' || m.rank::text, ',') from q, search_products(q.query) m)
        as "products",
      (select string_agg(c.id::text, ',') from q, categories c where c.name_vector @@ q.query) as "categoryIds",
      array_to_string(tsvector_to_array(to_tsvector('shop_english', ${term})), ' ') as "words"`);
  const [row] = rowsOf<{ products: string | null; categoryIds: string | null; words: string | null }>(result);
  return {
    products: (row?.products ? row.products.split(',') : []).map((match) => {
      const colon = match.indexOf(':');
      return { lineNumber: match.slice(0, colon), rank: Number(match.slice(colon + 1)) };
    }),
    categoryIds: new Set(row?.categoryIds ? row.categoryIds.split(',').map(Number) : []),
    words: new Set(row?.words ? row.words.split(' ') : []),
  };
}

/**
 * Each word with the catalogue's closest word: itself when the catalogue has it, else the nearest by
 * trigrams (walking the GiST trigram index), or null when none is similar enough (pg_trgm's `%`).
 */
export function closestWordsStatement(words: readonly string[]): SQL {
  const closest = words.map(
    (word, i) => sql`(
      select case when exists (select 1 from search_words where word = ${word}) then ${word}::text else (
        select s.word from search_words s where s.word % ${word}::text
        order by s.word <-> ${word}::text, s.word limit 1
      ) end) as ${sql.raw(`"w${i}"`)}`,
  );
  return sql`select ${sql.join(closest, sql`, `)}`;
}

/**
 * 'Did you mean' for a term with no matches (docs/api/catalogue.md metaData.didYouMean): each word of three
 * or more letters replaced by the most similar word of the catalogue's names, brands and categories
 * (trigram similarity over `search_words`, pg_trgm's default threshold of 0.3; failing that, the word
 * fewest edits away, services/spelling.ts), kept only when the new term differs and finds products. Null
 * otherwise.
 */
export async function didYouMean(db: Database, term: string): Promise<string | null> {
  const words = wordsOf(term).slice(0, 20);
  const correctable = words.filter((word) => /^\p{L}{3,}$/u.test(word));
  if (correctable.length === 0) return null;
  const result = await db.execute(closestWordsStatement(correctable));
  const [row] = rowsOf<Record<string, string | null>>(result);
  const best = new Map(correctable.map((word, i) => [word, row?.[`w${i}`] ?? null]));
  for (const [word, closest] of best) {
    if (closest === null) best.set(word, closestBySpelling(word, await wordsSpelledLike(db, word)));
  }
  const corrected = words.map((word) => best.get(word) ?? word).join(' ');
  if (corrected === words.join(' ')) return null;
  const found = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      select exists (select 1 from search_products(websearch_to_tsquery('shop_english', ${corrected}))) as found`),
  );
  return found[0]?.found ? corrected : null;
}

/**
 * The catalogue's words that could be a few edits from `word`: about as long, and starting with its first
 * letter or, for a swapped first pair, its second; read as ranges of the words' primary key.
 */
export function wordsSpelledLikeStatement(word: string): SQL {
  const letters = [...word];
  const max = maxEditsFor(word);
  const ranges = [...new Set(letters.slice(0, 2))].map((letter) => {
    const next = String.fromCodePoint((letter.codePointAt(0) as number) + 1);
    return sql`(word >= ${letter} and word < ${next})`;
  });
  return sql`
    select word from search_words
    where (${sql.join(ranges, sql` or `)})
      and char_length(word) between ${letters.length - max} and ${letters.length + max}`;
}

export async function wordsSpelledLike(db: Database, word: string): Promise<string[]> {
  return rowsOf<{ word: string }>(await db.execute(wordsSpelledLikeStatement(word))).map((row) => row.word);
}

/**
 * Terms that name a page of the shop rather than products (docs/api/catalogue.md redirectUrl): the results
 * are still answered (a `redirect=false` link shows them), with the page to go to.
 */
export const PAGE_TERMS: ReadonlyMap<string, string> = new Map([
  ['offers', '/ecom/shop/browse/offers'],
  ['christmas', '/ecom/shop/browse/groceries/christmas'],
  ['entertaining', '/ecom/shop/browse/entertaining'],
]);

export function redirectFor(term: string): string | null {
  return PAGE_TERMS.get(term.toLowerCase()) ?? null;
}
