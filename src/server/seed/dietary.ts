import { BRAND_TAGS } from './data/brands.ts';
import type { Random } from './random.ts';
import type { Diet, Profile } from './vocabulary.ts';

/** The DIETARY_AND_LIFESTYLE filter values (doc 3 §3), in the order the filter lists them. */
export const DIETARY_TAGS = [
  'Vegetarian',
  'Vegan',
  'Gluten free',
  'Dairy free',
  'Organic',
  'Halal',
  'Kosher',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

const MEAT_FREE =
  /meat[- ]free|vegetarian|veggie|vegan|vegetable|plant based|soya|jackfruit|tofu|bean burgers?|mince pies?|nut roast|nut cutlets?|mushroom pâté/i;
const MEAT =
  /\b(beef|steak|chicken|pork|lamb|ham|gammon|bacon|sausages?|chipolatas?|turkey|duck|goose|chorizo|pepperoni|salami|prosciutto|serrano|bresaola|pastrami|coppa|mortadella|venison|pheasant|meatballs?|mince|burgers?|lardons|brisket|ribs|koftas|kebabs|wellingtons?|pigs in blankets|scotch eggs?|oxtail|liver|nduja|porchetta|game|lasagne|spaghetti bolognese|cottage pie|shepherd's pie|carbonara|lorraine|picnic pie|pât)\b/i;
const FISH =
  /\b(salmon|cod|haddock|tuna|prawns?|mackerel|sardines|anchov(y|ies)|crab|lobster|mussels|scallops|trout|sea bass|bream|plaice|hake|sole|monkfish|kippers|fish|seafood|squid|scampi|turbot|oysters|langoustines|puttanesca)\b/i;
const DAIRY =
  /\b(cheese|cheesy|cheddar|brie|mozzarella|parmigiano|ricotta|mascarpone|halloumi|feta|cream|creamy|butter|buttery|yogurts?|milk|custard|mayonnaise|egg|eggs|honey|fudge|toffee|chocolate|mousse|brûlée|cheesecake|tiramisu|posset|panna cotta|gnocchi|fromage|kefir|skyr|ghee|carbonara|quiches?|brioche|croissants?|pain au chocolat|puddings?)\b/i;
/** Plant-based phrases whose dairy words do not mean dairy: 'Coconut Yogurt', 'Peanut Butter'. */
const PLANT_PHRASES =
  /\b(vegan \w+|dairy free \w+|plant based \w+|(oat|almond|soya|coconut|cashew) (drink|yogurt|cream|milk|cheese)|(peanut|nut|almond|cashew|cocoa) butters?)\b/gi;
const GLUTEN =
  /\b(bread|pasta|flour|biscuits?|cakes?|pies?|pastry|beer|lager|ale|stout|ipa|sandwich|wrap|pizza|croissants?|noodles|couscous|bulgur|crackers|cookies|doughnuts|muffins|crumpets|naan|pitta|bagels?|rolls|breaded|battered|yorkshire|stuffing|cereal|flakes|wheats|granola|muesli|oats|porridge|scones|brownies|tarts?|spaghetti|penne|fusilli|linguine|rigatoni|orzo|macaroni|tagliatelle|ravioli|tortelloni|lasagne|baguettes?|sourdough|focaccia|ciabatta|loaf|bloomer)\b/i;
const GLUTEN_FREE = /\bgluten free\b/i;

/** Meat or fish in the name outweighs a vegetarian profile: 'Beef Lasagne' among ready meals. */
export function dietOf(profile: Profile, text: string): Diet {
  if (profile.diet === 'non-food' || profile.diet === 'meat' || profile.diet === 'fish') return profile.diet;
  if (MEAT_FREE.test(text)) return profile.diet;
  if (MEAT.test(text)) return 'meat';
  if (FISH.test(text)) return 'fish';
  return profile.diet;
}

/**
 * Dietary and lifestyle tags consistent with the product: never 'Vegetarian' on meat, never 'Vegan' on
 * anything with dairy, eggs or honey in its name, never 'Gluten free' on bread or beer unless it says so.
 */
export function dietaryTags(profile: Profile, brand: string, text: string, random: Random): DietaryTag[] {
  const tags = new Set<DietaryTag>();
  for (const tag of BRAND_TAGS[brand] ?? []) tags.add(tag as DietaryTag);
  if (/\borganic\b/i.test(text)) tags.add('Organic');
  const diet = dietOf(profile, text);
  if (diet === 'non-food') return [...tags].filter((tag) => tag === 'Organic');

  const saysVegan = /\bvegan\b/i.test(text);
  const hasDairy = DAIRY.test(text.replace(PLANT_PHRASES, ''));
  if (diet === 'vegan' && !hasDairy) {
    tags.add('Vegetarian').add('Vegan').add('Dairy free');
  } else if (diet === 'vegan' || diet === 'vegetarian') {
    tags.add('Vegetarian');
    if (!hasDairy && (saysVegan || random.chance(profile.veganChance ?? 0)))
      tags.add('Vegan').add('Dairy free');
  }
  if (/\bdairy free\b/i.test(text) && !hasDairy) tags.add('Dairy free');

  const glutenFree =
    GLUTEN_FREE.test(text) || (!GLUTEN.test(text) && random.chance(profile.glutenFreeChance ?? 0));
  if (glutenFree) tags.add('Gluten free');
  return DIETARY_TAGS.filter((tag) => tags.has(tag));
}
