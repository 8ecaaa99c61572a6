/**
 * The shop's own brands (the provider is Waitrose, doc 3 §3 'Waitrose Brands') and invented branded
 * suppliers per family of products. Branded names are made up, so no real trademark appears in the shop.
 */
export interface OwnBrand {
  brand: string;
  /** How the brand starts a product name: 'Essential Semi Skimmed Milk'. */
  prefix: string;
  /** Price relative to the standard own brand. */
  priceFactor: number;
  /** Only where the profile allows it. */
  tier: 'standard' | 'value' | 'premium' | 'organic';
  weight: number;
}

export const OWN_BRANDS: OwnBrand[] = [
  { brand: 'Waitrose', prefix: 'Waitrose', priceFactor: 1, tier: 'standard', weight: 4 },
  { brand: 'Essential Waitrose', prefix: 'Essential', priceFactor: 0.78, tier: 'value', weight: 3 },
  { brand: 'No.1 Waitrose', prefix: 'No.1', priceFactor: 1.55, tier: 'premium', weight: 1.5 },
  {
    brand: 'Waitrose Duchy Organic',
    prefix: 'Duchy Organic',
    priceFactor: 1.3,
    tier: 'organic',
    weight: 1.2,
  },
];

export const OWN_BRAND_NAMES = OWN_BRANDS.map((own) => own.brand);

interface Family {
  brands: string[];
  /** Share of the family's products under the shop's own brands. */
  ownShare: number;
}

const family = (ownShare: number, brands: string) => ({ ownShare, brands: brands.split(', ') });

export const BRAND_FAMILIES = {
  dairy: family(0.5, 'Harwood Farm, Meadowcroft, Dale & Vale, Clover Hill, Brookside Dairy, Little Stour'),
  cheese: family(
    0.45,
    'Westmoor Creamery, Old Quarry, Vale of Kent, Fromagerie Lucas, Caseificio Bruni, Highmoor',
  ),
  meat: family(0.6, 'Hill Farm Butchers, Ridgeway Farm, Al-Noor Halal, Copper Pig, Moorland Game'),
  fish: family(0.6, 'Cornish Catch, North Sea Smokehouse, Loch Arran, Harbour & Co'),
  produce: family(0.75, 'Greenacre, Orchard Lane, Sunfield, Fenland Growers'),
  bakery: family(0.55, 'Oven Bros, Millstone, Hearth & Crumb, Shalom Bakery, Ferme du Pain'),
  readyMeals: family(0.6, 'Kitchen Table, Spice Lane, Trattoria Nonna, Wok & Co'),
  deli: family(0.5, 'Salumeria Verdi, Oliveto, Deli Fresca, Hartwell Pies, Golders Deli'),
  plantBased: family(0.35, 'Greenroot, Leaf & Lentil, Oaty Days, Planta Nova'),
  frozen: family(0.45, 'Arctic Table, Frostvale, Iceberry, Captain Cove'),
  iceCream: family(0.35, 'Dairy Dream, Scoop & Co, Gelato Rossi, Polar Parlour'),
  cereal: family(0.35, 'Sunrise Mill, Oakfield, Crunchwell, Goldengrain'),
  tins: family(0.45, 'Harvest Hall, Del Sole, Captain Cove, Homestead'),
  pastaRice: family(0.45, 'Nonna Rosa, Pastificio Lupo, Golden Paddy, Riseria Conti'),
  sauces: family(0.4, 'Nonna Rosa, Spice Lane, Little Kitchen, Saucery'),
  condiments: family(0.4, "Carrington's, Tomlinson & Sons, Grey Street, Branwell's"),
  oilsSpices: family(0.45, 'Olivia Grove, Spice Route, Sea Salt Co, Terra Verde'),
  baking: family(0.45, 'Millstone, Bake Well, Sugarloaf, Home Bake Co'),
  spreads: family(0.4, 'Bramble & Bee, Nutty Spread Co, Wilde Orchard, Marmalade House'),
  snacks: family(0.35, 'Crinkles, Golden Acre, Salt & Field, Popsy'),
  biscuits: family(0.4, "McAllister's, Crumbleton, Biscuiterie Marie, Digby's"),
  confectionery: family(0.3, "Cocoa & Co, Rowan's, Chocolatier Noir, Sweetshop Lane"),
  world: family(0.35, 'Spice Lane, Golden Dragon, Casa Verde, Sakura Kitchen, Levant Table, Bangkok Street'),
  freeFrom: family(0.4, 'Freeda, Honest Crumb, Clearlife'),
  tea: family(0.35, 'Teafield, Ashford & Grey, Camellia Estate, Herbary'),
  coffee: family(0.35, 'Roastworks, Caffè Moreno, Highland Roast, Bean Theory'),
  softDrinks: family(0.3, 'Fizzwell, Cola Rosa, Tonic & Co, Brightwater, Zing'),
  juice: family(0.45, 'Orchard Press, Sunpress, Juiceworks, Goodmorning'),
  water: family(0.4, 'Brightwater, Glenmoor Spring, Aqua Vale'),
  wine: family(
    0.25,
    "Château Belmont, Domaine des Pins, Cantina Rossa, Bodegas Alba, Kelly's Creek, Southern Cross Estate, Vale Oak, Tierra Alta",
  ),
  sparkling: family(0.3, 'Maison Delcourt, Champagne Lemaire, Tenuta Verdi, Chalk Ridge'),
  beer: family(0.2, 'Hopsmith, Old Quay Brewery, Red Kite Ales, Brauhaus Lenz, Sol Alto'),
  cider: family(0.25, 'Old Mill Cider, Westcountry Press, Three Hares'),
  spirits: family(0.2, 'Highland Cask, Copper Still, Hawthorn, Isla Rum Co, Maison Duval'),
  laundry: family(0.3, 'Sparkle, PureWash, Fresh Linen Co, Ecoleaf'),
  cleaning: family(0.35, 'Sparkle, Brightside, Clearly, Ecoleaf'),
  paper: family(0.4, 'Softy, Cloudsoft, Greenleaf Paper'),
  home: family(0.3, 'Everbright, Glow & Co, PowerCell'),
  toiletries: family(0.3, 'Dermacalm, Aqua Botanica, Pure Bloom, Mr & Mrs Fresh'),
  haircare: family(0.25, 'Silkhair, Botanica, Salon Pro'),
  oral: family(0.25, 'Brightsmile, Dentapure, Fresh Mint Co'),
  skincare: family(0.25, 'Dermacalm, Solara, Pure Bloom'),
  medicine: family(0.35, 'Remedia, Paxol, Respira, Allerfree'),
  vitamins: family(0.35, 'Vitalis, Sunbright, Wellspring'),
  baby: family(0.3, 'Little Sprout, Bambino Bio, Snuggles'),
  pet: family(0.3, 'Whisker, Tailwise, Good Boy Co, Feline Fine, Birdsong'),
  christmas: family(0.6, 'Hartwell Pies, Plum & Holly, Winter Larder'),
  entertaining: family(0.85, 'Bakewell & Bloom, Canapé Co, Party Kitchen'),
  flowers: family(0.7, 'Petal & Stem, Covent Flowers'),
} satisfies Record<string, Family>;

export type BrandFamily = keyof typeof BRAND_FAMILIES;

/** Dietary and lifestyle tags that come with a brand, whatever the product. */
export const BRAND_TAGS: Record<string, string[]> = {
  'Al-Noor Halal': ['Halal'],
  'Shalom Bakery': ['Kosher'],
  'Golders Deli': ['Kosher'],
  'Waitrose Duchy Organic': ['Organic'],
  'Bambino Bio': ['Organic'],
};
