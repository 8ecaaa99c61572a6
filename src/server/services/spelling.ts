/**
 * Spelling distance for 'did you mean' (services/search-query.ts). Trigram similarity misses the commonest
 * slips in short words: two letters swapped ('mlik' shares one trigram of nine with 'milk') or one letter
 * wrong in a four-letter word. Those are one edit apart, counting a swap of neighbours as one edit (the
 * optimal string alignment distance).
 */

/** The most edits a word of this many letters may be from its correction: 1 up to 5 letters, then 2. */
export function maxEditsFor(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance between `a` and `b` (insertions, deletions, substitutions and swaps of
 * neighbouring letters, each counting one), or `max + 1` as soon as it is known to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the dynamic programme: two back (for swaps), one back, and the current one.
  let twoBack = new Array<number>(t.length + 1).fill(0);
  let oneBack = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (oneBack[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (oneBack[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (twoBack[j - 2] as number) + 1);
      }
      current[j] = best;
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > max) return max + 1;
    [twoBack, oneBack, current] = [oneBack, current, twoBack];
  }
  return Math.min(oneBack[t.length] as number, max + 1);
}

/**
 * The candidate fewest edits from `word`, within `maxEditsFor(word)`; of those equally near, one of the
 * same length (a swap or a wrong letter is a likelier slip than a missing one), then the first
 * alphabetically. Null when none is near enough.
 */
export function closestBySpelling(word: string, candidates: Iterable<string>): string | null {
  const max = maxEditsFor(word);
  const length = [...word].length;
  let best: { candidate: string; distance: number; sameLength: boolean } | null = null;
  for (const candidate of candidates) {
    if (candidate === word) return word;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const sameLength = [...candidate].length === length;
    if (
      best === null ||
      distance < best.distance ||
      (distance === best.distance && sameLength && !best.sameLength) ||
      (distance === best.distance && sameLength === best.sameLength && candidate < best.candidate)
    ) {
      best = { candidate, distance, sameLength };
    }
  }
  return best?.candidate ?? null;
}
