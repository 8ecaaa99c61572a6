import * as v from 'valibot';
import { type Profile, ProfileSchema } from '../vocabulary.ts';
import profileSections from './profiles.json' with { type: 'json' };

/**
 * How kinds of product are packed, priced and described, by name (./profiles.json; its sections are
 * headings only). Prices are pence per kg, litre or item for the standard own brand, checked against a
 * UK supermarket shelf; leaves may override any field. Checked once here against the Profile schema.
 */
export type ProfileName = {
  [Section in keyof typeof profileSections]: keyof (typeof profileSections)[Section];
}[keyof typeof profileSections];

function profiles(sections: unknown): Record<ProfileName, Profile> {
  v.assert(v.record(v.string(), v.record(v.string(), ProfileSchema)), sections);
  const byName: Record<string, Profile> = {};
  for (const section of Object.values(sections))
    for (const [name, profile] of Object.entries(section)) {
      if (name in byName) throw new Error(`profiles.json: ${name} is in two sections`);
      byName[name] = profile;
    }
  return byName as Record<ProfileName, Profile>;
}

export const P = profiles(profileSections);
