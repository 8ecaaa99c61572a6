import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

/** Entertaining (10052): made to order, so ordered days ahead and never substituted (doc 2 §5). */
export const partyFood: DepartmentSpec = {
  name: 'Party Food',
  iconName: 'tray',
  hue: 35,
  aisles: [
    aisle('Canapés', [
      leaf(
        'Hot Canapés',
        P.canapes,
        'Mini Beef Wellingtons, Duck Spring Rolls, Prawn Tempura, Mini Yorkshire Puddings with Beef, Chicken Satay Skewers',
        'Luxury, Bite Size, Classic, Party',
        {
          cooking: ['Ready to heat'],
        },
      ),
      leaf(
        'Cold Canapés',
        P.canapes,
        'Smoked Salmon Blinis, Prawn Cocktail Cups, Crab Tartlets, Chicken Liver Parfait Crostini, Beef Carpaccio Bites',
        'Luxury, Bite Size, Classic, Scandi',
        {
          cooking: ['Ready to eat'],
        },
      ),
      leaf(
        'Vegetarian Canapés',
        P.canapes,
        'Goats Cheese Tartlets, Mushroom Arancini, Mini Quiches, Vegetable Samosas, Tomato & Mozzarella Skewers',
        'Luxury, Bite Size, Mediterranean, Indian',
      ),
    ]),
    aisle('Sharing Platters', [
      leaf(
        'Meat Platters',
        P.platter,
        'Charcuterie Platter, Roast Meats Platter, Antipasti Platter, Chicken Selection Platter',
        'Italian, British, Deluxe, Large',
      ),
      leaf(
        'Cheese Platters',
        P.platter,
        'British Cheese Platter, Continental Cheese Board, Cheese & Grape Platter, Ploughman’s Platter',
        'Deluxe, Artisan, Large, Classic',
        {
          diet: 'vegetarian',
          hue: 45,
        },
      ),
      leaf(
        'Seafood Platters',
        P.platter,
        'Smoked Salmon Platter, Prawn Platter, Seafood Selection Platter, Sushi Platter',
        'Scottish, Deluxe, Large',
        {
          diet: 'fish',
          price: [2500, 6500],
          hue: 200,
        },
      ),
      leaf(
        'Sandwich Platters',
        P.platter,
        'Classic Sandwich Platter, Finger Sandwich Platter, Wrap Platter, Vegetarian Sandwich Platter',
        'Deluxe, Large, Afternoon Tea',
        {
          diet: 'vegetarian',
          hue: 38,
        },
      ),
    ]),
    aisle('Buffet', [
      leaf(
        'Quiches & Tarts',
        P.buffet,
        'Quiche Lorraine, Spinach & Feta Quiche, Cheese & Tomato Quiche, Salmon & Broccoli Quiche, Caramelised Onion Tart',
        'Large, Deep Filled, Classic, Rustic',
      ),
      leaf(
        'Pies & Sausage Rolls',
        P.buffet,
        'Game Pie, Large Pork Pie, Sausage Roll Selection, Chicken & Ham Pie, Picnic Pie',
        'Hand Raised, Large, Classic, Gala',
      ),
      leaf(
        'Party Bites',
        P.canapes,
        'Mini Sausage Rolls, Cocktail Sausages, Chicken Goujons, Onion Bhajis, Mini Scotch Eggs',
        'Party, Classic, Spicy, Honey Glazed',
      ),
    ]),
  ],
};

export const cakes: DepartmentSpec = {
  name: 'Cakes',
  iconName: 'cake',
  hue: 325,
  aisles: [
    aisle('Celebration Cakes', [
      leaf(
        'Birthday Cakes',
        P.celebrationCake,
        'Chocolate Birthday Cake, Victoria Sponge Birthday Cake, Rainbow Layer Cake, Number Cake, Drip Cake',
        'Personalised, Large, Party, Classic',
      ),
      leaf(
        'Personalised Cakes',
        P.celebrationCake,
        'Personalised Photo Cake, Personalised Chocolate Cake, Personalised Celebration Cake, Personalised Sponge Cake',
        'Large, Square, Round',
        {
          entertaining: { leadDays: [4, 7], messageLength: 50, messageChance: 1 },
        },
      ),
      leaf(
        'Character Cakes',
        P.celebrationCake,
        'Caterpillar Cake, Unicorn Cake, Dinosaur Cake, Football Cake, Princess Castle Cake',
        'Party, Large, Chocolate',
        {
          price: [1500, 3500],
        },
      ),
    ]),
    aisle('Wedding & Tiered Cakes', [
      leaf(
        'Wedding Cakes',
        P.celebrationCake,
        'Two Tier Wedding Cake, Three Tier Wedding Cake, Naked Wedding Cake, Cupcake Tower',
        'Ivory, Lemon, Chocolate, Classic',
        {
          price: [6000, 20000],
          servings: [40, 100],
          entertaining: { leadDays: [7, 7], messageLength: 30, messageChance: 0.5 },
        },
      ),
      leaf(
        'Afternoon Tea',
        P.partyDessert,
        'Afternoon Tea for Two, Afternoon Tea Selection, Scone Selection, Petits Fours Selection',
        'Classic, Deluxe, Vegan',
        {
          price: [1800, 4500],
          servings: [2, 6],
        },
      ),
    ]),
    aisle('Cupcakes & Desserts', [
      leaf(
        'Cupcakes',
        P.partyDessert,
        'Vanilla Cupcakes, Chocolate Cupcakes, Red Velvet Cupcakes, Lemon Cupcakes, Mini Cupcakes',
        'Party, Iced, Luxury',
        {
          sizes: ['12 pack', '6 pack', '24 pack'],
          price: [150, 320],
          servings: [6, 24],
        },
      ),
      leaf(
        'Cheesecakes & Tortes',
        P.partyDessert,
        'New York Cheesecake, Chocolate Torte, Lemon Tart, Raspberry Pavlova, Tiramisu',
        'Large, Belgian, Classic, Sharing',
      ),
      leaf(
        'Trifles & Puddings',
        P.partyDessert,
        'Sherry Trifle, Eton Mess, Chocolate Roulade, Summer Pudding, Banoffee Pie',
        'Large, Sharing, Classic, Luxury',
      ),
    ]),
  ],
};

export const flowersAndGifts: DepartmentSpec = {
  name: 'Flowers & Gifts',
  iconName: 'flower',
  hue: 330,
  aisles: [
    aisle('Flowers', [
      leaf(
        'Bouquets',
        P.flowers,
        'Rose & Lily Bouquet, Seasonal Bouquet, Peony Bouquet, Sunflower Bouquet, Tulip Bouquet, Freesia Bouquet',
        'Luxury, Hand Tied, Pastel, Vibrant, British',
      ),
      leaf(
        'Roses',
        P.flowers,
        'Red Roses, Pink Roses, White Roses, Mixed Roses, Long Stem Roses',
        'Dozen, Luxury, Fairtrade, British',
        { hue: 350 },
      ),
      leaf(
        'Seasonal Flowers',
        P.flowers,
        'Daffodils, Tulips, Sweet Peas, Alstroemeria, Chrysanthemums',
        'British, Scented, Mixed, Spring',
        { hue: 50 },
      ),
    ]),
    aisle('Plants', [
      leaf(
        'Houseplants',
        P.plants,
        'Peace Lily, Monstera, Fiddle Leaf Fig, Snake Plant, Calathea',
        'Large, Potted, Classic',
      ),
      leaf(
        'Orchids',
        P.plants,
        'Phalaenopsis Orchid, Double Stem Orchid, Mini Orchid, Cymbidium Orchid',
        'White, Pink, Luxury, Ceramic Pot',
        { icon: 'flower', hue: 300 },
      ),
    ]),
    aisle('Hampers & Gifts', [
      leaf(
        'Food Hampers',
        P.hamper,
        'Classic Hamper, Cheese Lovers Hamper, Afternoon Tea Hamper, Chocolate Hamper, Deli Hamper',
        'Luxury, British, Deluxe',
      ),
      leaf(
        'Drinks Gifts',
        P.hamper,
        'Champagne Gift Box, Wine Duo Gift, Gin Gift Set, Prosecco & Chocolates Gift',
        'Luxury, Classic, Deluxe',
        {
          abv: [11, 40],
          hue: 345,
        },
      ),
    ]),
  ],
};

export const meatAndFishToOrder: DepartmentSpec = {
  name: 'Meat & Fish to Order',
  shortName: 'To Order',
  iconName: 'meat',
  hue: 355,
  aisles: [
    aisle('Roasting Joints', [
      leaf(
        'Beef Joints',
        P.joint,
        'Beef Rib Roast, Beef Fillet, Topside of Beef, Sirloin Joint, Beef Wellington',
        'Aberdeen Angus, Dry Aged, Hereford, British',
      ),
      leaf(
        'Lamb & Pork Joints',
        P.joint,
        'Leg of Lamb, Rack of Lamb, Pork Loin Joint, Porchetta, Lamb Shoulder',
        'British, Welsh, Outdoor Bred, Rolled',
      ),
      leaf(
        'Poultry & Game',
        P.joint,
        'Free Range Goose, Duck, Pheasant Brace, Three Bird Roast, Whole Chicken',
        'British, Free Range, Norfolk, Organic',
        {
          price: [1200, 3200],
          icon: 'chicken',
        },
      ),
    ]),
    aisle('Whole Fish & Seafood', [
      leaf(
        'Whole Fish',
        P.wholeFish,
        'Whole Salmon, Whole Sea Bass, Whole Sea Bream, Whole Turbot, Dressed Salmon',
        'Scottish, Line Caught, Cornish, Dressed',
      ),
      leaf(
        'Shellfish',
        P.wholeFish,
        'Dressed Crab, Whole Lobster, Oysters, Seafood Platter, Langoustines',
        'Cornish, Scottish, Cooked, Native',
        {
          sizes: ['each', '2 pack'],
          itemWeight: 0.4,
          price: [2500, 5000],
        },
      ),
    ]),
  ],
};
