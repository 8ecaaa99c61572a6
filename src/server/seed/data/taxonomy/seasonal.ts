import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

/** Seasonal browse (doc 3 §2: shop/browse/groceries/christmas); out-of-season aisles are empty of products. */
export const christmas: DepartmentSpec = {
  name: 'Christmas',
  iconName: 'gift',
  hue: 355,
  aisles: [
    aisle('Christmas Food', [
      leaf(
        'Mince Pies',
        P.christmasBakery,
        'Mince Pies, Deep Filled Mince Pies, Iced Mince Pies, Frangipane Mince Pies, Mini Mince Pies',
        'All Butter, Luxury, Brandy, Classic',
        {
          sizes: ['6 pack', '4 pack', '12 pack'],
        },
      ),
      leaf(
        'Christmas Puddings',
        P.christmasBakery,
        'Christmas Pudding, Figgy Pudding, Chocolate Pudding, Rum Sauce, Brandy Butter',
        'Matured, Luxury, Classic, Alcohol Free',
        {
          sizes: ['454g', '907g', '100g', '200g'],
        },
      ),
      leaf(
        'Christmas Cakes',
        P.christmasBakery,
        'Christmas Cake, Iced Fruit Cake, Yule Log, Dundee Cake, Spiced Fruit Loaf',
        'Luxury, Rich, Decorated, Classic',
        {
          sizes: ['900g', '500g', '1.2kg', '400g'],
        },
      ),
      leaf(
        'Stollen & Panettone',
        P.christmasBakery,
        'Stollen, Panettone, Pandoro, Marzipan Stollen Bites, Lebkuchen',
        'Italian, German, Classic, Chocolate Chip',
        {
          sizes: ['750g', '500g', '1kg', '200g'],
        },
      ),
    ]),
    aisle('Christmas Meat', [
      leaf(
        'Turkey',
        P.christmasMeat,
        'Whole Turkey, Turkey Crown, Turkey Breast Joint, Turkey Thigh Roast, Three Bird Roast',
        'British, Bronze, Free Range, Norfolk, Organic',
        {
          sizes: ['3kg', '2kg', '5kg', '1.5kg'],
          price: [900, 2200],
        },
      ),
      leaf(
        'Gammon & Ham',
        P.christmasMeat,
        'Gammon Joint, Honey Roast Ham, Glazed Ham, Smoked Gammon, Wiltshire Cured Gammon',
        'British, Outdoor Bred, Dry Cured, Clementine Glaze',
        {
          icon: 'meat',
        },
      ),
      leaf(
        'Christmas Trimmings',
        P.christmasMeat,
        'Pigs in Blankets, Sage & Onion Stuffing Balls, Chipolatas, Cranberry Sauce, Bread Sauce',
        'British, Outdoor Bred, Classic, Luxury',
        {
          sizes: ['12 pack', '20 pack', '300g', '200g'],
          itemWeight: 0.025,
          price: [900, 1800],
          servings: [4, 8],
          icon: 'meat',
        },
      ),
    ]),
    aisle('Christmas Treats', [
      leaf(
        'Selection Boxes',
        P.christmasTreats,
        'Selection Box, Chocolate Stocking, Chocolate Coins, Tree Decorations',
        'Milk Chocolate, Festive, Kids',
        {
          sizes: ['each', '150g', '200g'],
        },
      ),
      leaf(
        'Advent Calendars',
        P.christmasTreats,
        'Chocolate Advent Calendar, Luxury Advent Calendar, Truffle Advent Calendar',
        'Milk Chocolate, Dark Chocolate, Belgian',
        {
          sizes: ['each', '250g'],
        },
      ),
      leaf(
        'Christmas Chocolates',
        P.christmasTreats,
        'Chocolate Selection Tub, Chocolate Oranges, Truffles Tin, Chocolate Reindeer, Snowman Chocolates',
        'Milk, Dark, Belgian, Festive',
        {
          sizes: ['600g', '400g', '150g', '200g'],
        },
      ),
    ]),
  ],
};

export const seasonal: DepartmentSpec = {
  name: 'Seasonal',
  iconName: 'flower',
  hue: 290,
  aisles: [
    aisle('Easter', [
      leaf(
        'Easter Eggs',
        P.seasonal,
        'Milk Chocolate Easter Egg, Dark Chocolate Easter Egg, Mini Eggs, Easter Egg Hunt Pack',
        'Luxury, Kids, Belgian',
        {
          emptyOfProducts: true,
        },
      ),
      leaf(
        'Simnel & Easter Cakes',
        P.seasonal,
        'Simnel Cake, Easter Nest Cakes, Chocolate Easter Cake',
        'Classic, Luxury',
        { emptyOfProducts: true },
      ),
    ]),
    aisle('Halloween', [
      leaf('Pumpkins', P.seasonal, 'Carving Pumpkin, Mini Pumpkins, Squash Selection', 'British, Giant', {
        emptyOfProducts: true,
      }),
      leaf(
        'Halloween Treats',
        P.seasonal,
        'Trick or Treat Sweets, Spooky Cupcakes, Chocolate Eyeballs',
        'Spooky, Sharing',
        { emptyOfProducts: true },
      ),
    ]),
    aisle(
      'Summer BBQ',
      [
        leaf(
          'BBQ Meat',
          P.redMeat,
          'Beef Burgers, BBQ Sausages, Chicken Kebabs, Marinated Ribs, Lamb Koftas',
          'British, Smoky, Sticky, Gourmet',
          {
            icon: 'meat',
          },
        ),
        leaf(
          'BBQ Essentials',
          P.homeGoods,
          'Charcoal, Disposable Barbecue, Firelighters, Wood Chips',
          'Lumpwood, Instant Light, Hickory',
          {
            sizes: ['each', '2 pack'],
            price: [350, 1200],
            icon: 'bag',
          },
        ),
      ],
      { hiddenInNav: true },
    ),
  ],
};
