import { describe, expect, it } from 'vitest';
import { type LighthouseFigures, lighthouseTable } from '../../../scripts/lighthouse-bench.ts';

const home: LighthouseFigures = {
  page: 'home',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  fcp: 1100,
  lcp: 1900,
  tbt: 120,
  cls: 0.01,
};

describe('the Lighthouse table of npm run bench', () => {
  it('prints each figure, marking with ! those that miss issue 20 targets', () => {
    const [header, , row] = lighthouseTable([{ ...home, lcp: 2400, cls: 0.05 }]);
    expect(header).toMatch(/\| page \| perf \| a11y \| best pr\. \| FCP +\| LCP +\| TBT +\| CLS +\|/);
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'home',
      '96',
      '100',
      '100',
      '1.1 s',
      '2.4 s !',
      '120 ms',
      '0.050 !',
      '',
    ]);
  });

  it("puts the previous run's figure of the same page beside each figure", () => {
    const [, , row] = lighthouseTable([home], [{ ...home, performance: 83, lcp: 3600 }]);
    expect(row).toContain('96 (83)');
    expect(row).toContain('1.9 s (3.6 s)');
  });
});
