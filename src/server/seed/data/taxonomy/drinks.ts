import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

export const teaCoffeeAndSoftDrinks: DepartmentSpec = {
  name: 'Tea, Coffee & Soft Drinks',
  shortName: 'Drinks',
  iconName: 'cup',
  hue: 25,
  aisles: [
    aisle('Tea', [
      leaf(
        'Black Tea',
        P.tea,
        'English Breakfast Tea, Earl Grey Tea, Assam Tea, Darjeeling Tea, Everyday Tea, Decaf Tea',
        'Fairtrade, Organic, Strong, Loose Leaf Style, Gold',
      ),
      leaf(
        'Green Tea',
        P.tea,
        'Green Tea, Jasmine Green Tea, Sencha Green Tea, Matcha Green Tea, Green Tea with Mint',
        'Organic, Pure, Fairtrade, Japanese',
      ),
      leaf(
        'Herbal & Fruit Tea',
        P.tea,
        'Peppermint Tea, Camomile Tea, Lemon & Ginger Tea, Rooibos Tea, Berry Infusion, Turmeric Tea',
        'Organic, Pure, Calming, Fairtrade',
        {
          sizes: ['20 tea bags', '40 tea bags', '15 tea bags'],
          price: [6, 16],
        },
      ),
    ]),
    aisle('Coffee', [
      leaf(
        'Ground Coffee',
        P.coffee,
        'Colombian Ground Coffee, Italian Espresso Ground Coffee, Decaf Ground Coffee, Cafetière Coffee, Breakfast Blend',
        'Fairtrade, Organic, Strength 4, Dark Roast, Single Origin',
      ),
      leaf(
        'Coffee Beans',
        P.coffee,
        'Espresso Coffee Beans, Ethiopian Coffee Beans, House Blend Beans, Brazilian Coffee Beans, Guatemalan Coffee Beans',
        'Fairtrade, Organic, Medium Roast, Dark Roast, Single Origin',
      ),
      leaf(
        'Instant Coffee',
        P.instantCoffee,
        'Instant Coffee, Gold Instant Coffee, Decaf Instant Coffee, Instant Espresso, Smooth Instant Coffee',
        'Fairtrade, Rich, Smooth, Freeze Dried',
      ),
      leaf(
        'Coffee Pods & Capsules',
        P.coffeePods,
        'Espresso Capsules, Lungo Capsules, Latte Pods, Ristretto Capsules, Decaf Capsules',
        'Intense, Compostable, Organic, Colombian',
      ),
    ]),
    aisle('Hot Chocolate & Malted Drinks', [
      leaf(
        'Hot Chocolate',
        P.hotChocolate,
        'Hot Chocolate, Drinking Chocolate, Salted Caramel Hot Chocolate, Dark Hot Chocolate, Instant Hot Chocolate',
        'Fairtrade, Luxury, Belgian, Reduced Sugar',
      ),
      leaf(
        'Malted Drinks',
        P.hotChocolate,
        'Malted Milk Drink, Malted Chocolate Drink, Hot Malt Drink',
        'Original, Light, Classic',
        { hfss: 0.5 },
      ),
    ]),
    aisle('Soft Drinks', [
      leaf(
        'Cola',
        P.softDrink,
        'Cola, Diet Cola, Zero Sugar Cola, Cherry Cola, Vanilla Cola',
        'Classic, Sparkling, Caffeine Free, Craft',
        { hue: 0 },
      ),
      leaf(
        'Lemonade & Mixers',
        P.softDrink,
        'Cloudy Lemonade, Indian Tonic Water, Light Tonic Water, Ginger Ale, Soda Water, Ginger Beer',
        'Sicilian, Premium, Sparkling, Elderflower',
        {
          sizes: ['500ml', '4x150ml', '1L', '8x150ml', '1.5L'],
          hue: 60,
        },
      ),
      leaf(
        'Squash & Cordials',
        P.squash,
        'Orange Squash, Blackcurrant Squash, Elderflower Cordial, Lemon Barley Water, Summer Fruits Squash',
        'No Added Sugar, High Juice, Organic, Double Strength',
      ),
      leaf(
        'Energy & Sports Drinks',
        P.softDrink,
        'Energy Drink, Sports Drink, Isotonic Drink, Electrolyte Water',
        'Sugar Free, Tropical, Berry, Citrus',
        {
          sizes: ['250ml', '500ml', '4x250ml', '330ml'],
          price: [150, 550],
          hue: 190,
        },
      ),
      leaf(
        'Fizzy Fruit Drinks',
        P.softDrink,
        'Sparkling Orange, Sparkling Apple, Sparkling Elderflower, Pink Grapefruit Soda, Blood Orange Soda',
        'Sparkling, Light, Organic, Pressed',
        {
          hue: 25,
        },
      ),
    ]),
    aisle('Juices & Smoothies', [
      leaf(
        'Orange Juice',
        P.juice,
        'Orange Juice, Smooth Orange Juice, Orange Juice with Bits, Blood Orange Juice',
        'Freshly Squeezed, Not From Concentrate, Organic, Pressed',
      ),
      leaf(
        'Apple & Other Juices',
        P.juice,
        'Apple Juice, Cloudy Apple Juice, Pineapple Juice, Cranberry Juice, Tomato Juice, Pomegranate Juice',
        'Pressed, Organic, Not From Concentrate, Premium',
        {
          hue: 70,
        },
      ),
      leaf(
        'Smoothies',
        P.juice,
        'Strawberry & Banana Smoothie, Mango & Passion Fruit Smoothie, Green Smoothie, Berry Smoothie',
        'Fresh, Protein, Super',
        {
          sizes: ['250ml', '750ml', '1L'],
          price: [280, 700],
          hue: 330,
        },
      ),
      leaf(
        "Kids' Juice Drinks",
        P.juice,
        'Apple Juice Cartons, Orange Juice Cartons, Fruit Water, Summer Fruits Drink',
        'No Added Sugar, Little, Organic',
        {
          sizes: ['4x200ml', '6x200ml', '3x150ml'],
          price: [150, 400],
        },
      ),
    ]),
    aisle('Water', [
      leaf(
        'Still Water',
        P.water,
        'Still Spring Water, Natural Mineral Water, Still Water Sports Cap',
        'Scottish, Highland, Welsh, Pure',
      ),
      leaf(
        'Sparkling Water',
        P.water,
        'Sparkling Spring Water, Sparkling Mineral Water, Lightly Sparkling Water',
        'Scottish, Italian, Welsh, Pure',
      ),
      leaf(
        'Flavoured Water',
        P.water,
        'Lemon & Lime Water, Strawberry Water, Peach Water, Cucumber & Mint Water',
        'Still, Sparkling, No Added Sugar',
        {
          price: [60, 220],
        },
      ),
    ]),
  ],
};

export const beerWineAndSpirits: DepartmentSpec = {
  name: 'Beer, Wine & Spirits',
  shortName: 'Cellar',
  iconName: 'wine',
  hue: 345,
  aisles: [
    aisle('Red Wine', [
      leaf(
        'French Red Wine',
        P.wine,
        'Bordeaux, Côtes du Rhône, Beaujolais, Pinot Noir, Merlot, Châteauneuf-du-Pape, Languedoc Red',
        'Réserve, Organic, Grand Vin, Vieilles Vignes',
      ),
      leaf(
        'Italian Red Wine',
        P.wine,
        'Chianti, Montepulciano d’Abruzzo, Primitivo, Valpolicella, Barbera, Nero d’Avola',
        'Riserva, Classico, Organic, Superiore',
      ),
      leaf(
        'Spanish Red Wine',
        P.wine,
        'Rioja, Garnacha, Tempranillo, Ribera del Duero, Monastrell',
        'Crianza, Reserva, Gran Reserva, Joven, Organic',
      ),
      leaf(
        'New World Red Wine',
        P.wine,
        'Malbec, Shiraz, Cabernet Sauvignon, Pinotage, Zinfandel, Carménère',
        'Argentinian, Australian, Chilean, South African, Californian',
      ),
      leaf(
        'Fine Red Wine',
        P.fineWine,
        'Pauillac, Saint-Émilion Grand Cru, Barolo, Brunello di Montalcino, Gevrey-Chambertin, Amarone',
        'Grand Cru, Riserva, Single Vineyard, Vintage',
      ),
    ]),
    aisle('White Wine', [
      leaf(
        'French White Wine',
        P.wine,
        'Chablis, Sancerre, Picpoul de Pinet, Muscadet, Pouilly-Fumé, Alsace Riesling',
        'Réserve, Organic, Premier Cru, Sur Lie',
      ),
      leaf(
        'Italian White Wine',
        P.wine,
        'Pinot Grigio, Soave, Gavi, Verdicchio, Fiano, Vermentino',
        'Classico, Organic, Superiore, delle Venezie',
      ),
      leaf(
        'Sauvignon Blanc',
        P.wine,
        'Sauvignon Blanc, Marlborough Sauvignon Blanc, Touraine Sauvignon, Sauvignon Blanc Semillon',
        'New Zealand, Chilean, South African, French, Organic',
      ),
      leaf(
        'Chardonnay & Other Whites',
        P.wine,
        'Chardonnay, Albariño, Chenin Blanc, Viognier, Grüner Veltliner, Riesling',
        'Oaked, Unoaked, Australian, Spanish, Austrian',
      ),
    ]),
    aisle('Rosé Wine', [
      leaf(
        'Provence Rosé',
        P.wine,
        "Côtes de Provence Rosé, Provence Rosé, Bandol Rosé, Coteaux d'Aix Rosé",
        'Organic, Réserve, Pale, Cru Classé',
        { hue: 350 },
      ),
      leaf(
        'Other Rosé',
        P.wine,
        'Pinot Grigio Blush, White Zinfandel, Grenache Rosé, Rioja Rosado, Pinot Noir Rosé',
        'Spanish, Californian, Italian, Light',
        { hue: 352 },
      ),
    ]),
    aisle('Champagne & Sparkling', [
      leaf(
        'Champagne',
        P.sparkling,
        'Brut Champagne, Rosé Champagne, Blanc de Blancs Champagne, Vintage Champagne, Demi-Sec Champagne',
        'Grand Cru, Premier Cru, Non Vintage, Réserve',
        {
          price: [2600, 7000],
        },
      ),
      leaf(
        'Prosecco',
        P.sparkling,
        'Prosecco, Prosecco Rosé, Prosecco Superiore, Extra Dry Prosecco',
        'DOC, Organic, Valdobbiadene, Treviso',
        {
          price: [1100, 2000],
        },
      ),
      leaf(
        'English Sparkling Wine',
        P.sparkling,
        'English Sparkling Brut, English Sparkling Rosé, Classic Cuvée, Blanc de Noirs',
        'Sussex, Kentish, Hampshire, Vintage',
        {
          price: [2800, 5200],
        },
      ),
      leaf(
        'Cava & Other Sparkling',
        P.sparkling,
        'Cava Brut, Crémant de Loire, Crémant de Bourgogne, Sparkling Rosé, Asti',
        'Reserva, Organic, Brut Nature, Semi Seco',
        {
          price: [900, 2000],
        },
      ),
    ]),
    aisle('Beer & Cider', [
      leaf(
        'Lager',
        P.beer,
        'Premium Lager, Pilsner, Helles Lager, Pale Lager, Mexican Lager',
        'Crisp, German, Czech, Session, Craft',
      ),
      leaf(
        'Ale & Bitter',
        P.beer,
        'Best Bitter, Golden Ale, Amber Ale, Brown Ale, Porter, Stout',
        'Cask Style, Yorkshire, Kentish, Traditional, Dark',
      ),
      leaf(
        'Craft Beer',
        P.beer,
        'IPA, Pale Ale, Hazy IPA, Sour, Double IPA, Session IPA',
        'West Coast, New England, Tropical, Citrus, Small Batch',
        {
          price: [400, 800],
          abv: [4.2, 7.5],
        },
      ),
      leaf(
        'Cider',
        P.cider,
        'Apple Cider, Cloudy Cider, Pear Cider, Dry Cider, Mixed Fruit Cider, Scrumpy',
        'Somerset, Herefordshire, Craft, Medium, Vintage',
      ),
      leaf(
        'Alcohol Free Beer & Cider',
        P.beer,
        'Alcohol Free Lager, Alcohol Free IPA, Alcohol Free Pale Ale, Alcohol Free Cider, Alcohol Free Stout',
        'Crisp, Hoppy, Refreshing, Craft',
        {
          abv: [0, 0],
          price: [200, 450],
        },
      ),
    ]),
    aisle('Spirits & Liqueurs', [
      leaf(
        'Gin',
        P.spirits,
        'London Dry Gin, Pink Gin, Sloe Gin, Navy Strength Gin, Rhubarb Gin, Citrus Gin',
        'Small Batch, Distilled, Premium, Botanical, Cornish',
      ),
      leaf(
        'Whisky',
        P.spirits,
        'Single Malt Scotch Whisky, Blended Scotch Whisky, Irish Whiskey, Bourbon, Speyside Single Malt, Islay Single Malt',
        '12 Year Old, 10 Year Old, Sherry Cask, Peated, Highland',
        {
          price: [2600, 9000],
          abv: [40, 46],
        },
      ),
      leaf(
        'Vodka',
        P.spirits,
        'Vodka, Premium Vodka, Citrus Vodka, Vanilla Vodka, Potato Vodka',
        'Triple Distilled, Polish, Small Batch, Pure',
      ),
      leaf(
        'Rum',
        P.spirits,
        'Dark Rum, White Rum, Spiced Rum, Golden Rum, Aged Rum',
        'Jamaican, Caribbean, Navy, 8 Year Old',
      ),
      leaf(
        'Brandy & Cognac',
        P.spirits,
        'VS Cognac, VSOP Cognac, French Brandy, Armagnac, Calvados',
        'Fine, Réserve, XO, Aged',
        {
          price: [2800, 9000],
        },
      ),
      leaf(
        'Liqueurs & Aperitifs',
        P.spirits,
        'Coffee Liqueur, Orange Liqueur, Amaretto, Limoncello, Elderflower Liqueur, Aperitivo, Cream Liqueur',
        'Italian, French, Classic, Premium',
        {
          abv: [15, 30],
          price: [1400, 3600],
        },
      ),
    ]),
  ],
};
