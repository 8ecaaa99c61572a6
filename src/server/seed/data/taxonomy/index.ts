import type { DepartmentSpec } from '../../vocabulary.ts';
import { bakery, frozen } from './bakery-frozen.ts';
import { foodCupboard } from './cupboard.ts';
import { beerWineAndSpirits, teaCoffeeAndSoftDrinks } from './drinks.ts';
import { cakes, flowersAndGifts, meatAndFishToOrder, partyFood } from './entertaining.ts';
import { freshAndChilled, fruitAndVegetables } from './fresh.ts';
import { babyAndToddler, household, pet, toiletriesHealthAndBeauty } from './home-health.ts';
import { christmas, seasonal } from './seasonal.ts';

/** The two shops under the root (doc 3 §3: root 0, groceries 10051, entertaining 10052), in menu order. */
export const SHOPS: { id: number; name: string; departments: DepartmentSpec[] }[] = [
  {
    id: 10051,
    name: 'Groceries',
    departments: [
      freshAndChilled,
      fruitAndVegetables,
      bakery,
      frozen,
      foodCupboard,
      teaCoffeeAndSoftDrinks,
      beerWineAndSpirits,
      household,
      toiletriesHealthAndBeauty,
      babyAndToddler,
      pet,
      christmas,
      seasonal,
    ],
  },
  { id: 10052, name: 'Entertaining', departments: [partyFood, cakes, flowersAndGifts, meatAndFishToOrder] },
];
