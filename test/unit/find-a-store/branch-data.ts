import type { Branch, DayOpeningHours } from '../../../src/api/branches.ts';

const week = (weekdays: [string, string], sunday: [string, string] | null): DayOpeningHours[] =>
  (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => {
    const hours = day === 'Sunday' ? sunday : weekdays;
    return { day, opens: hours?.[0] ?? null, closes: hours?.[1] ?? null };
  });

export const bracknell: Branch = {
  id: 651,
  name: 'Bracknell',
  addressLines: ['Charles Square'],
  town: 'Bracknell',
  region: 'Berkshire',
  postcode: 'RG12 1EN',
  phone: '01632 960651',
  distanceMiles: 0.3,
  services: { groceriesCollection: true, entertainingCollection: true },
  openingHours: week(['07:30', '21:00'], ['10:00', '16:00']),
};

export const windsor: Branch = {
  id: 114,
  name: 'Windsor',
  addressLines: ['King Edward Court'],
  town: 'Windsor',
  region: 'Berkshire',
  postcode: 'SL4 1TF',
  phone: '01632 960114',
  distanceMiles: 8.1,
  services: { groceriesCollection: true, entertainingCollection: false },
  openingHours: week(['08:00', '20:00'], null),
};

export const kensington: Branch = {
  id: 432,
  name: 'Kensington',
  addressLines: ['Kensington High Street'],
  town: 'London',
  region: 'Greater London',
  postcode: 'W8 5SE',
  phone: '020 7946 0432',
  distanceMiles: null,
  services: { groceriesCollection: false, entertainingCollection: false },
  openingHours: week(['07:00', '22:00'], ['09:00', '21:00']),
};
