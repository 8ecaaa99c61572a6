import { describe, expect, it } from 'vitest';
import { closestBySpelling, editDistance, maxEditsFor } from '../../src/server/services/spelling.ts';

describe('editDistance (a swap of neighbours is one edit)', () => {
  it.each([
    ['milk', 'milk', 0],
    ['mlik', 'milk', 1],
    ['milk', 'silk', 1],
    ['mil', 'milk', 1],
    ['milkk', 'milk', 1],
    ['bred', 'bread', 1],
    ['yoghurt', 'yogurt', 1],
    ['banan', 'banana', 1],
    ['brocoli', 'broccoli', 1],
    ['ca', 'abc', 3],
    ['', 'egg', 3],
    ['chesee', 'cheese', 1],
    ['tomatos', 'tomatoes', 1],
    ['crème', 'creme', 1],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it('stops at max + 1 when the words are further apart than max', () => {
    expect(editDistance('milk', 'butter', 2)).toBe(3);
    expect(editDistance('chicken', 'cheddar', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('maxEditsFor', () => {
  it.each([
    ['tea', 1],
    ['mlik', 1],
    ['bread', 1],
    ['chiken', 2],
    ['brocoli', 2],
  ])('%s: %i', (word, max) => {
    expect(maxEditsFor(word)).toBe(max);
  });
});

describe('closestBySpelling', () => {
  const words = ['mild', 'milk', 'mince', 'silk', 'bread', 'breads', 'broccoli', 'cheese', 'chicken'];

  it.each([
    ['mlik', 'milk'],
    ['milk', 'milk'],
    ['brocoli', 'broccoli'],
    ['chesee', 'cheese'],
    ['bred', 'bread'],
    ['breda', 'bread'],
    ['qzxv', null],
    ['mnice', 'mince'],
  ])('%s → %s', (word, closest) => {
    expect(closestBySpelling(word, words)).toBe(closest);
  });

  it('prefers a candidate of the same length, then the first alphabetically', () => {
    // 'milc' is one edit from 'mild' and 'milk' (both four letters) and from 'mil' (shorter).
    expect(closestBySpelling('milc', ['mil', 'milk', 'mild'])).toBe('mild');
    expect(closestBySpelling('silc', ['sil', 'silk'])).toBe('silk');
  });
});
