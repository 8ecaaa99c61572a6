import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { footerContentSchema } from '../../../src/api/footer.ts';
import { FOOTER_CONTENT } from '../../../src/server/seed/data/footer.ts';

// The server's seeded footer and the storefront's schema of the footer answer are one contract.
describe('the seeded footer fragment', () => {
  it('is what the storefront reads', () => {
    const parsed = v.safeParse(footerContentSchema, FOOTER_CONTENT);
    expect(parsed.issues).toBeUndefined();
  });
});
