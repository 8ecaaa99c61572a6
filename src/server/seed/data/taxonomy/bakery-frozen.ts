import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

export const bakery: DepartmentSpec = {
  name: 'Bakery',
  iconName: 'loaf',
  hue: 34,
  aisles: [
    aisle('Bread', [
      leaf(
        'White Bread',
        P.bread,
        'Medium Sliced White Bread, Thick Sliced White Bread, Farmhouse Loaf, Tin Loaf, Bloomer',
        'Soft, Toastie, Crusty, Stoneground, Baked in Store',
      ),
      leaf(
        'Wholemeal & Brown Bread',
        P.bread,
        'Wholemeal Bread, Medium Sliced Brown Bread, 50/50 Bread, Malted Brown Bread, Rye Bread',
        'Soft, Stoneground, Thick Sliced, High Fibre, Organic',
      ),
      leaf(
        'Seeded & Granary',
        P.bread,
        'Seeded Batch, Granary Loaf, Multiseed Bread, Sunflower & Pumpkin Seed Loaf, Spelt Loaf',
        'Soft, Thick Sliced, Malted, Organic, Ancient Grain',
      ),
      leaf(
        'Sourdough & Artisan',
        P.bread,
        'Sourdough Loaf, White Sourdough, Rye Sourdough, Ciabatta, Focaccia, Pain de Campagne',
        'San Francisco Style, Rosemary & Sea Salt, Olive, Stoneground, French',
      ),
      leaf(
        'Gluten Free Bread',
        P.freeFrom,
        'Gluten Free White Loaf, Gluten Free Brown Loaf, Gluten Free Seeded Loaf, Gluten Free Rolls',
        'Soft, Sliced, Fresh',
        {
          icon: 'loaf',
          sizes: ['400g', '535g', '300g'],
          price: [500, 1100],
        },
      ),
    ]),
    aisle('Rolls, Bagels & Wraps', [
      leaf(
        'Rolls & Baps',
        P.rolls,
        'White Rolls, Brioche Buns, Seeded Rolls, Burger Buns, Floured Baps, Petits Pains',
        'Soft, Sourdough, Brioche, Crusty, Wholemeal',
      ),
      leaf(
        'Bagels',
        P.rolls,
        'Plain Bagels, Cinnamon & Raisin Bagels, Sesame Bagels, Everything Bagels, Multiseed Bagels',
        'New York Style, Thin, Sourdough',
        {
          sizes: ['4 pack', '5 pack', '6 pack'],
          itemWeight: 0.085,
        },
      ),
      leaf(
        'Wraps & Flatbreads',
        P.rolls,
        'Plain Tortilla Wraps, Wholemeal Wraps, Flatbreads, Khobez, Mini Wraps',
        'Soft, Seeded, Garlic & Coriander, High Protein',
        {
          sizes: ['8 pack', '6 pack', '4 pack'],
          itemWeight: 0.062,
        },
      ),
      leaf(
        'Pitta & Naan',
        P.rolls,
        'Pitta Breads, Plain Naan Breads, Garlic & Coriander Naan, Peshwari Naan, Mini Pittas',
        'White, Wholemeal, Stonebaked, Large',
        {
          sizes: ['6 pack', '2 pack', '4 pack'],
          itemWeight: 0.08,
        },
      ),
    ]),
    aisle('Morning Goods', [
      leaf(
        'Croissants & Pastries',
        P.pastries,
        'All Butter Croissants, Pain au Chocolat, Cinnamon Swirls, Almond Croissants, Pain aux Raisins',
        'French, All Butter, Mini, Baked in Store',
      ),
      leaf(
        'Crumpets & Muffins',
        P.pastries,
        'Crumpets, English Muffins, Pikelets, Blueberry Muffins, Chocolate Muffins',
        'Classic, Wholemeal, Sourdough, Giant',
        {
          sizes: ['6 pack', '4 pack', '8 pack'],
          price: [25, 90],
        },
      ),
      leaf(
        'Teacakes & Hot Cross Buns',
        P.pastries,
        'Teacakes, Hot Cross Buns, Fruited Buns, Chelsea Buns, Iced Buns',
        'Toasted, Extra Fruity, Spiced, Apple & Cinnamon',
        {
          sizes: ['4 pack', '6 pack'],
          price: [30, 80],
        },
      ),
      leaf(
        'Pancakes & Waffles',
        P.pastries,
        'Scotch Pancakes, Crêpes, Belgian Waffles, American Pancakes, Potato Waffles',
        'Classic, Lemon & Sugar, Sultana, Maple',
        {
          sizes: ['6 pack', '8 pack', '4 pack'],
          price: [20, 60],
        },
      ),
      leaf(
        'Scones',
        P.pastries,
        'Plain Scones, Fruit Scones, Cheese Scones, Cherry Scones',
        'Cornish, All Butter, Devon, Large',
        {
          sizes: ['4 pack', '6 pack'],
          price: [35, 85],
        },
      ),
    ]),
    aisle('Cakes & Treats', [
      leaf(
        'Cakes',
        P.cakes,
        'Victoria Sponge, Lemon Drizzle Cake, Chocolate Fudge Cake, Carrot Cake, Coffee & Walnut Cake, Battenberg',
        'Classic, Luxury, Iced, All Butter, Mini',
      ),
      leaf(
        'Doughnuts & Cookies',
        P.cakes,
        'Jam Doughnuts, Ring Doughnuts, Triple Chocolate Cookies, Oat & Raisin Cookies, Glazed Twists',
        'Fresh, Belgian Chocolate, Giant, Glazed',
      ),
      leaf(
        'Tarts & Pies',
        P.cakes,
        'Bakewell Tarts, Apple Pie, Custard Tarts, Lemon Meringue Pie, Treacle Tart, Egg Custard Tarts',
        'Classic, Bramley, Cherry, Deep Filled, Individual',
      ),
      leaf(
        'Slices & Traybakes',
        P.cakes,
        'Millionaire Shortbread, Flapjacks, Chocolate Brownies, Rocky Road, Lemon Slices',
        'Salted Caramel, Fruity, Gooey, Mini, Luxury',
      ),
    ]),
    aisle('In-store Bakery', [
      leaf(
        'Baguettes',
        P.bread,
        'White Baguette, Sourdough Baguette, Seeded Baguette, Part Baked Baguettes, Ficelle',
        'French, Crusty, Rustic, Stonebaked',
        {
          sizes: ['each', '2 pack'],
          itemWeight: 0.25,
          price: [300, 700],
        },
      ),
      leaf(
        'Fresh Baked Loaves',
        P.bread,
        'Crusty White Bloomer, Tiger Loaf, Cob Loaf, Olive Bread, Fruit Loaf',
        'Baked in Store, Rustic, Stoneground, Hand Finished',
      ),
      leaf(
        'Bakery Cookies',
        P.pastries,
        'Chocolate Chunk Cookie, White Chocolate & Raspberry Cookie, Double Chocolate Cookie, Oat & Raisin Cookie',
        'Baked in Store, Giant, Belgian',
        {
          sizes: ['each', '4 pack'],
          price: [60, 150],
        },
      ),
      leaf(
        'Sweet Bakes',
        P.pastries,
        'Belgian Buns, Custard Danish, Apple Turnovers, Cream Doughnuts, Cinnamon Buns',
        'Baked in Store, Fresh Cream, Iced',
      ),
    ]),
  ],
};

export const frozen: DepartmentSpec = {
  name: 'Frozen',
  iconName: 'icecream',
  hue: 200,
  aisles: [
    aisle('Frozen Vegetables', [
      leaf(
        'Peas & Beans',
        P.frozenVeg,
        'Garden Peas, Petits Pois, Soya Beans, Broad Beans, Fine Green Beans',
        'British, Sweet, Organic, Garden',
      ),
      leaf(
        'Mixed Vegetables',
        P.frozenVeg,
        'Mixed Vegetables, Stir Fry Mix, Sweetcorn, Broccoli Florets, Chopped Spinach, Cauliflower Florets',
        'Country, Steam, Oriental, Mediterranean, Organic',
      ),
      leaf(
        'Chips & Potatoes',
        P.frozenVeg,
        'Oven Chips, Chunky Chips, Roast Potatoes, Hash Browns, Potato Croquettes, Sweet Potato Fries',
        'Crinkle Cut, Steak Cut, Triple Cooked, Beef Dripping, Skin On',
        {
          hue: 45,
        },
      ),
      leaf(
        'Frozen Rice & Grains',
        P.frozenVeg,
        'Egg Fried Rice, Pilau Rice, Cauliflower Rice, Quinoa & Bulgur Wheat, Vegetable Rice',
        'Steam, Microwave, Oriental',
      ),
    ]),
    aisle('Frozen Meat & Fish', [
      leaf(
        'Frozen Chicken',
        P.frozenMeat,
        'Chicken Breast Fillets, Breaded Chicken Goujons, Chicken Nuggets, Southern Fried Chicken, Chicken Kievs',
        'British, Breaded, Crispy, Free Range, Garlic',
      ),
      leaf(
        'Frozen Burgers & Sausages',
        P.frozenMeat,
        'Beef Burgers, Quarter Pounders, Pork Sausages, Meatballs, Lamb Burgers',
        'British, Aberdeen Angus, Classic, Gourmet',
      ),
      leaf(
        'Fish Fingers & Breaded Fish',
        P.frozenMeat,
        'Cod Fish Fingers, Breaded Haddock Fillets, Battered Cod, Fish Cakes, Scampi',
        'Sustainably Caught, Beer Battered, Chunky, Wholetail',
        {
          diet: 'fish',
          hue: 210,
        },
      ),
      leaf(
        'Frozen Prawns & Seafood',
        P.frozenMeat,
        'King Prawns, Cooked Prawns, Seafood Selection, Salmon Fillets, Scallops',
        'Raw, Cooked, Jumbo, Responsibly Sourced',
        {
          diet: 'fish',
          price: [1000, 2800],
          hue: 195,
        },
      ),
    ]),
    aisle('Frozen Meals & Pizza', [
      leaf(
        'Frozen Pizza',
        P.freshPizza,
        'Margherita Pizza, Pepperoni Pizza, Ham & Pineapple Pizza, Four Cheese Pizza, BBQ Chicken Pizza',
        'Stonebaked, Thin & Crispy, Deep Pan, Sourdough, Wood Fired',
        {
          shelfLife: [120, 365],
          price: [250, 600],
        },
      ),
      leaf(
        'Frozen Ready Meals',
        P.frozenMeal,
        'Lasagne, Cottage Pie, Chicken Curry, Macaroni Cheese, Beef Chilli, Vegetable Moussaka',
        'Classic, Family, Hearty, Slow Cooked',
      ),
      leaf(
        'Frozen Pies',
        P.frozenMeal,
        'Steak Pie, Chicken & Mushroom Pie, Steak & Ale Pie, Cheese & Onion Pie, Chicken & Leek Pie',
        'Shortcrust, Puff Pastry, Family, Deep Filled',
        {
          icon: 'pastry',
        },
      ),
      leaf(
        'Frozen Vegetarian',
        P.frozenMeal,
        'Vegetable Burgers, Meat Free Sausages, Falafel, Vegetable Spring Rolls, Nut Cutlets',
        'Plant Based, Vegan, Spicy, Classic',
        {
          diet: 'vegan',
        },
      ),
    ]),
    aisle('Ice Cream & Desserts', [
      leaf(
        'Ice Cream Tubs',
        P.iceCream,
        'Vanilla Ice Cream, Chocolate Ice Cream, Salted Caramel Ice Cream, Strawberry Ice Cream, Mint Choc Chip Ice Cream, Cookie Dough Ice Cream',
        'Cornish, Madagascan, Luxury, Gelato, Dairy Free',
      ),
      leaf(
        'Ice Lollies',
        P.iceCream,
        'Fruit Lollies, Chocolate Ice Cream Bars, Orange Ice Lollies, Milk Lollies, Sorbet Sticks',
        'Mini, Tropical, Luxury, Real Fruit',
        {
          sizes: ['4x100ml', '6x60ml', '8x45ml', '3x100ml'],
        },
      ),
      leaf(
        'Frozen Desserts',
        P.iceCream,
        'Chocolate Torte, Cheesecake, Profiteroles, Lemon Tart, Sticky Toffee Pudding, Raspberry Pavlova',
        'Belgian, Luxury, New York, Classic',
        {
          sizes: ['500g', '400g', '600g', '300g'],
          base: 'kg',
          price: [600, 1500],
          icon: 'cake',
        },
      ),
      leaf(
        'Ice Cream Cones & Sticks',
        P.iceCream,
        'Vanilla Cones, Strawberry Cones, Chocolate Cones, Caramel Sticks, Almond Sticks',
        'Classic, Mini, Luxury',
        {
          sizes: ['4x110ml', '6x70ml', '4x90ml'],
        },
      ),
    ]),
    aisle('Frozen Fruit & Bakery', [
      leaf(
        'Frozen Fruit',
        P.frozenVeg,
        'Mixed Berries, Raspberries, Mango Chunks, Smoothie Mix, Cherries, Blueberries',
        'Frozen, Tropical, Summer, Organic',
        {
          price: [350, 900],
          cooking: [],
          hue: 330,
        },
      ),
      leaf(
        'Frozen Pastry & Bakery',
        P.frozenMeal,
        'Puff Pastry, Shortcrust Pastry, Filo Pastry, Garlic Bread, Part Baked Croissants',
        'All Butter, Ready Rolled, Light, Classic',
        {
          diet: 'vegetarian',
          veganChance: 0.4,
          servings: undefined,
          icon: 'box',
        },
      ),
      leaf(
        'Yorkshire Puddings',
        P.frozenMeal,
        'Yorkshire Puddings, Giant Yorkshire Puddings, Toad in the Hole, Mini Yorkshire Puddings',
        'Classic, Home Style, Crispy',
        {
          icon: 'pastry',
        },
      ),
      leaf('Ice', P.water, 'Ice Cubes, Crushed Ice, Ice Bags', 'Party, Pure', {
        sizes: ['2kg', '1.5kg', '4kg'],
        base: 'kg',
        price: [60, 150],
        deposit: undefined,
        icon: 'bag',
        hiddenInNav: true,
      }),
    ]),
  ],
};
