/**
 * The mega menu's sponsorship banners (doc 3 §3 "Sponsorship banner", §7 "Mega menu banners"): a handful of
 * departments carry one (their taxonomy `banner` is its id), each a traffic driver to a real page of the
 * shop, an offers page or a browse page. Paths are below the shop root, as the taxonomy writes them.
 */
export interface SponsorshipBannerSeed {
  id: string;
  /** The department it sponsors. */
  categoryPath: string;
  offerHeading: string | null;
  heading: string;
  subheading: string | null;
  /** A browse path below the shop root, or `offers:` and a category path for that category's offers page. */
  link: { to: string; text: string; altText: string };
  vendor: string;
  /** The creative's colours: background and text (contrast at least 4.5:1). */
  colours: { background: string; text: string };
}

export const SPONSORSHIP_BANNERS: readonly SponsorshipBannerSeed[] = [
  {
    id: 'bakery-morning-goods',
    categoryPath: 'groceries/bakery',
    offerHeading: 'Fresh every morning',
    heading: 'Croissants, pains au chocolat and more',
    subheading: 'Baked in store from 7am',
    link: { to: 'groceries/bakery/morning_goods', text: 'Shop morning goods', altText: 'Morning goods' },
    vendor: 'Shop Bakery',
    colours: { background: '#fdf1dc', text: '#5a3a00' },
  },
  {
    id: 'fresh-and-chilled-offers',
    categoryPath: 'groceries/fresh_and_chilled',
    offerHeading: 'Offers',
    heading: 'Fresh & Chilled offers this week',
    subheading: 'Milk, cheese, yogurts and more',
    link: {
      to: 'offers:groceries/fresh_and_chilled',
      text: 'See the offers',
      altText: 'Fresh & Chilled offers',
    },
    vendor: 'Dairy Partners',
    colours: { background: '#e6f2ea', text: '#1d4d2c' },
  },
  {
    id: 'fruit-and-vegetables-seasonal',
    categoryPath: 'groceries/fruit_and_vegetables',
    offerHeading: null,
    heading: 'In season now',
    subheading: 'British fruit and vegetables at their best',
    link: {
      to: 'groceries/fruit_and_vegetables/fresh_vegetables',
      text: 'Shop vegetables',
      altText: 'Fresh vegetables',
    },
    vendor: 'Grower Co-operative',
    colours: { background: '#edf6df', text: '#2f4a0b' },
  },
  {
    id: 'tea-coffee-offers',
    categoryPath: 'groceries/tea_coffee_and_soft_drinks',
    offerHeading: 'Offers',
    heading: 'Your cup of tea, for less',
    subheading: 'Tea, coffee and hot chocolate on offer',
    link: {
      to: 'offers:groceries/tea_coffee_and_soft_drinks',
      text: 'See the offers',
      altText: 'Tea and coffee offers',
    },
    vendor: 'Roasters Guild',
    colours: { background: '#f3e9e2', text: '#4a2614' },
  },
  {
    id: 'food-cupboard-pasta',
    categoryPath: 'groceries/food_cupboard',
    offerHeading: null,
    heading: 'Pasta night, sorted',
    subheading: 'Pasta, rice, noodles and sauces',
    link: {
      to: 'groceries/food_cupboard/pasta_rice_and_noodles',
      text: 'Shop pasta and rice',
      altText: 'Pasta, rice and noodles',
    },
    vendor: 'Pantry Brands',
    colours: { background: '#fbeee6', text: '#6b2a05' },
  },
];

export const SPONSORSHIP_BANNER_BY_PATH: ReadonlyMap<string, SponsorshipBannerSeed> = new Map(
  SPONSORSHIP_BANNERS.map((banner) => [banner.categoryPath, banner]),
);
