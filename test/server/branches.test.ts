import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { branches, STANDARD_OPENING_HOURS, WEEKDAYS } from '../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { BRANCHES } from '../../src/server/seed/data/branches.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { approximateLocation, distanceInMiles } from '../../src/server/services/postcode-locations.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { products: 50 });
  app = createApp({ database, logger: createMemoryLogger(), apiEnv: 'prod' });
});

afterAll(async () => {
  await database?.close();
});

interface BranchAnswer {
  id: number;
  name: string;
  addressLines: string[];
  town: string;
  region: string | null;
  postcode: string;
  phone: string;
  distanceMiles: number | null;
  services: { groceriesCollection: boolean; entertainingCollection: boolean };
  openingHours: { day: string; opens: string | null; closes: string | null }[];
}

async function search(query: string) {
  const response = await app.request(`/api/branches-prod/v1/branches${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function branchesFor(query: string) {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  return body as { postcode: string | null; branches: BranchAnswer[] };
}

describe('GET /api/branches-{env}/v1/branches?postcode=', () => {
  it.each([
    ['RG12 1EN', 'Bracknell'],
    ['rg121en', 'Bracknell'],
    ['OX3 7PN', 'Headington'],
    ['EH10 5QB', 'Morningside'],
    ['W8 5SE', 'Kensington'],
    ['SW19 1RQ', 'Wimbledon'],
    ['M20 5PG', 'Didsbury'],
  ])('answers %s with %s first, nearest first', async (postcode, nearest) => {
    const answer = await branchesFor(`?postcode=${encodeURIComponent(postcode)}&limit=10`);
    expect(answer.branches[0]?.name).toBe(nearest);
    expect(answer.branches).toHaveLength(10);
    const distances = answer.branches.map((branch) => branch.distanceMiles ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('normalises the searched postcode and gives distances in miles to one decimal place', async () => {
    const answer = await branchesFor('?postcode=%20rg12%20%201en%20');
    expect(answer.postcode).toBe('RG12 1EN');
    const [bracknell, second] = answer.branches;
    expect(bracknell?.distanceMiles).toBeLessThan(1);
    // Caversham in Reading is about 12 miles from Bracknell; Windsor about 8.
    expect(second?.name).toBe('Windsor');
    expect(second?.distanceMiles).toBeGreaterThan(5);
    expect(second?.distanceMiles).toBeLessThan(12);
    for (const branch of answer.branches) {
      expect(Number.isInteger((branch.distanceMiles ?? 0) * 10)).toBe(true);
    }
  });

  it('answers each branch with its address, phone, services and opening hours', async () => {
    const answer = await branchesFor('?postcode=RG12%201EN&limit=1');
    expect(answer.branches).toEqual([
      {
        id: 651,
        name: 'Bracknell',
        addressLines: ['Charles Square'],
        town: 'Bracknell',
        region: 'Berkshire',
        postcode: 'RG12 1EN',
        phone: '01632 960651',
        distanceMiles: expect.any(Number),
        services: { groceriesCollection: true, entertainingCollection: true },
        openingHours: expect.any(Array),
      },
    ]);
    expect(answer.branches[0]?.openingHours.map((day) => day.day)).toEqual([...WEEKDAYS]);
  });

  it('finds the nearest branches for a postcode district it has no centre for, by its area', async () => {
    // GU15 (Camberley) is not in the district table: the GU area's centre is used.
    const answer = await branchesFor('?postcode=GU15%203SY');
    expect(['Guildford', 'Bracknell']).toContain(answer.branches[0]?.name);
  });

  it('defaults to 10 branches and honours a limit', async () => {
    expect((await branchesFor('?postcode=RG12%201EN')).branches).toHaveLength(10);
    expect((await branchesFor('?postcode=RG12%201EN&limit=3')).branches).toHaveLength(3);
  });

  it.each(['NOTAPOSTCODE', '12345', 'RG12', 'RG12 1E', 'QQ1 1AA', 'GIR 0AA'])(
    'refuses %s with 400 INVALID_POSTCODE "Invalid UK postcode" (doc 1 §5, doc 3 §8)',
    async (postcode) => {
      const answer = await search(`?postcode=${encodeURIComponent(postcode)}`);
      expect(answer).toEqual({
        status: 400,
        body: { type: 'INVALID_POSTCODE', message: 'Invalid UK postcode' },
      });
    },
  );

  it.each(['0', '51', 'ten', '-1'])('refuses limit=%s', async (limit) => {
    const answer = await search(`?postcode=RG12%201EN&limit=${limit}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'BAD_REQUEST' });
  });
});

describe('GET /api/branches-{env}/v1/branches without a postcode', () => {
  it('answers every branch alphabetically, without distances, cacheable', async () => {
    const response = await app.request('/api/branches-prod/v1/branches');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const answer = (await response.json()) as { postcode: null; branches: BranchAnswer[] };
    expect(answer.postcode).toBeNull();
    expect(answer.branches).toHaveLength(BRANCHES.length);
    const names = answer.branches.map((branch) => branch.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(answer.branches.every((branch) => branch.distanceMiles === null)).toBe(true);
  });

  it('treats an empty postcode as none', async () => {
    expect((await branchesFor('?postcode=')).branches).toHaveLength(BRANCHES.length);
  });
});

describe('opening hours', () => {
  it('has realistic hours for every branch: every weekday, Sunday shorter than Saturday', async () => {
    const answer = await branchesFor('');
    const hoursOf = (opens: string | null, closes: string | null) =>
      opens && closes ? toMinutes(closes) - toMinutes(opens) : 0;
    for (const branch of answer.branches) {
      expect(branch.openingHours.map((day) => day.day)).toEqual([...WEEKDAYS]);
      for (const day of branch.openingHours) {
        expect(day.opens).toMatch(/^\d{2}:\d{2}$/);
        expect(toMinutes(day.opens ?? '')).toBeGreaterThanOrEqual(7 * 60);
        expect(toMinutes(day.closes ?? '')).toBeLessThanOrEqual(22 * 60);
      }
      const saturday = branch.openingHours[5];
      const sunday = branch.openingHours[6];
      expect(hoursOf(sunday?.opens ?? null, sunday?.closes ?? null)).toBeLessThan(
        hoursOf(saturday?.opens ?? null, saturday?.closes ?? null),
      );
    }
  });

  it('keeps large shops in England and Wales to six Sunday hours between 10am and 6pm', () => {
    const exempt = new Set([432, 803]); // a small shop, and a shop in Scotland
    for (const branch of BRANCHES.filter((row) => !exempt.has(row.id))) {
      const sunday = branch.openingHours?.find((day) => day.day === 'Sunday');
      expect(toMinutes(sunday?.opens ?? '')).toBeGreaterThanOrEqual(10 * 60);
      expect(toMinutes(sunday?.closes ?? '')).toBeLessThanOrEqual(18 * 60);
      expect(toMinutes(sunday?.closes ?? '') - toMinutes(sunday?.opens ?? '')).toBeLessThanOrEqual(6 * 60);
    }
  });
});

describe('the opening hours migration', () => {
  it('gives shops seeded before opening hours existed the hours a fresh seed gives them', async () => {
    const migration = await readFile(
      new URL('../../src/server/db/migrations/0003_branch_opening_hours.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
    expect(updates.length).toBeGreaterThan(0);
    // As the column's default left them, then as the migration mends them.
    await database.db.update(branches).set({ openingHours: STANDARD_OPENING_HOURS });
    for (const statement of updates) await database.db.execute(sql.raw(statement));

    const rows = await database.db
      .select({ id: branches.id, openingHours: branches.openingHours })
      .from(branches);
    const seeded = new Map(BRANCHES.map((branch) => [branch.id, branch.openingHours]));
    for (const row of rows) expect(row.openingHours, `branch ${row.id}`).toEqual(seeded.get(row.id));
  });
});

describe('postcode locations', () => {
  it('puts every seeded branch within a few miles of its own postcode district centre', () => {
    for (const branch of BRANCHES) {
      const [outwardCode = ''] = branch.postalCode.split(' ');
      const area = outwardCode.replace(/\d.*$/, '');
      const centre = approximateLocation({ outwardCode, area });
      expect(centre, branch.postalCode).not.toBeNull();
      if (!centre) continue;
      const miles = distanceInMiles(centre, { latitude: branch.latitude, longitude: branch.longitude });
      expect(miles, `${branch.name} ${branch.postalCode}`).toBeLessThan(3);
    }
  });

  it('measures great-circle distances in miles', () => {
    // Bracknell to Windsor: about 8 miles as the crow flies.
    const miles = distanceInMiles(
      { latitude: 51.4154, longitude: -0.7536 },
      { latitude: 51.4817, longitude: -0.6086 },
    );
    expect(miles).toBeGreaterThan(7.5);
    expect(miles).toBeLessThan(8.5);
  });
});

function toMinutes(time: string): number {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
