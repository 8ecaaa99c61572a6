import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the shop is held to. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AccessibilityScan {
  /** A selector for the part of the page to scan; the whole page when left out. */
  within?: string;
  /** Every rule axe knows and every impact, not only WCAG 2.2 AA's serious and critical failures. */
  everything?: boolean;
}

/**
 * The accessibility failures axe finds in the page (by default its serious and critical WCAG 2.2 AA
 * failures), each with the elements it found them on, so a failing journey names them.
 */
export async function accessibilityFailures(page: Page, scan: AccessibilityScan = {}) {
  let builder = new AxeBuilder({ page });
  if (scan.within) builder = builder.include(scan.within);
  if (!scan.everything) builder = builder.withTags(WCAG_22_AA);
  const { violations } = await builder.analyze();
  return violations
    .filter(
      (violation) => scan.everything || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
