/**
 * Meal deals (doc 3 §3): 'All for just £X' once every group has its threshold of items. Groups draw their
 * products from the named leaf categories, up to a price that keeps the deal a saving.
 */
export interface MealDealSpec {
  name: string;
  amountPence: number;
  loyaltyOnly?: boolean;
  groups: { name: string; threshold: number; maxPricePence: number; paths: string[] }[];
}

const FRESH = 'groceries/fresh_and_chilled';
const PRODUCE = 'groceries/fruit_and_vegetables';
const DRINKS = 'groceries/tea_coffee_and_soft_drinks';
const CELLAR = 'groceries/beer_wine_and_spirits';

export const MEAL_DEALS: MealDealSpec[] = [
  {
    name: 'Lunch Meal Deal',
    amountPence: 400,
    groups: [
      {
        name: 'Main',
        threshold: 1,
        maxPricePence: 450,
        paths: [
          `${FRESH}/dips_snacks_and_sandwiches/sandwiches_and_wraps`,
          `${FRESH}/dips_snacks_and_sandwiches/salads_and_sides`,
        ],
      },
      {
        name: 'Snack',
        threshold: 1,
        maxPricePence: 200,
        paths: [
          `groceries/food_cupboard/crisps_snacks_and_nuts/crisps`,
          `${PRODUCE}/prepared_fruit_and_veg/fruit_pots_and_snacking`,
        ],
      },
      {
        name: 'Drink',
        threshold: 1,
        maxPricePence: 250,
        paths: [
          `${DRINKS}/water/still_water`,
          `${DRINKS}/juices_and_smoothies/smoothies`,
          `${DRINKS}/soft_drinks/cola`,
        ],
      },
    ],
  },
  {
    name: 'Dine In for Two',
    amountPence: 1500,
    groups: [
      {
        name: 'Main',
        threshold: 1,
        maxPricePence: 900,
        paths: [
          `${FRESH}/ready_meals/british_classics`,
          `${FRESH}/ready_meals/italian`,
          `${FRESH}/ready_meals/indian`,
        ],
      },
      {
        name: 'Side',
        threshold: 1,
        maxPricePence: 450,
        paths: [
          `${PRODUCE}/prepared_fruit_and_veg/prepared_potatoes`,
          `${FRESH}/pizza_pasta_and_garlic_bread/garlic_bread`,
        ],
      },
      {
        name: 'Dessert',
        threshold: 1,
        maxPricePence: 500,
        paths: [`${FRESH}/yogurts_and_desserts/chilled_desserts`],
      },
      {
        name: 'Drink',
        threshold: 1,
        maxPricePence: 1200,
        paths: [`${CELLAR}/red_wine/french_red_wine`, `${CELLAR}/white_wine/italian_white_wine`],
      },
    ],
  },
  {
    name: 'Pizza Night',
    amountPence: 1000,
    groups: [
      {
        name: 'Pizzas',
        threshold: 2,
        maxPricePence: 650,
        paths: [`${FRESH}/pizza_pasta_and_garlic_bread/fresh_pizza`],
      },
      {
        name: 'Side',
        threshold: 1,
        maxPricePence: 350,
        paths: [
          `${FRESH}/pizza_pasta_and_garlic_bread/garlic_bread`,
          `${FRESH}/dips_snacks_and_sandwiches/houmous_and_dips`,
        ],
      },
      {
        name: 'Drink',
        threshold: 1,
        maxPricePence: 350,
        paths: [`${DRINKS}/soft_drinks/cola`, `${DRINKS}/soft_drinks/fizzy_fruit_drinks`],
      },
    ],
  },
  {
    name: 'Breakfast Bundle',
    amountPence: 600,
    loyaltyOnly: true,
    groups: [
      {
        name: 'Bakery',
        threshold: 1,
        maxPricePence: 350,
        paths: ['groceries/bakery/morning_goods/croissants_and_pastries'],
      },
      {
        name: 'Juice',
        threshold: 1,
        maxPricePence: 350,
        paths: [`${DRINKS}/juices_and_smoothies/orange_juice`],
      },
      {
        name: 'Bacon or eggs',
        threshold: 1,
        maxPricePence: 450,
        paths: [`${FRESH}/meat_and_poultry/bacon`, `${FRESH}/milk_butter_and_eggs/eggs`],
      },
    ],
  },
  {
    name: 'Sunday Roast',
    amountPence: 2000,
    groups: [
      {
        name: 'Roast',
        threshold: 1,
        maxPricePence: 1600,
        paths: [`${FRESH}/meat_and_poultry/chicken`, `${FRESH}/meat_and_poultry/beef`],
      },
      {
        name: 'Vegetables',
        threshold: 2,
        maxPricePence: 350,
        paths: [
          `${PRODUCE}/fresh_vegetables/potatoes`,
          `${PRODUCE}/fresh_vegetables/carrots_and_root_veg`,
          `${PRODUCE}/fresh_vegetables/broccoli_and_cauliflower`,
        ],
      },
      {
        name: 'Dessert',
        threshold: 1,
        maxPricePence: 600,
        paths: ['groceries/bakery/cakes_and_treats/tarts_and_pies'],
      },
    ],
  },
];
