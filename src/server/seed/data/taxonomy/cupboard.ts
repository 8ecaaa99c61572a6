import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

export const foodCupboard: DepartmentSpec = {
  name: 'Food Cupboard',
  iconName: 'tin',
  hue: 28,
  aisles: [
    aisle('Breakfast Cereals', [
      leaf(
        'Cornflakes & Flakes',
        P.cereal,
        'Cornflakes, Bran Flakes, Fruit & Fibre, Special Flakes, Malted Wheats',
        'Crunchy, Honey, Multigrain, Organic, Original',
      ),
      leaf(
        'Granola & Muesli',
        P.cereal,
        'Granola, Muesli, Swiss Style Muesli, Crunchy Clusters, Bircher Muesli',
        'Honey & Almond, Berry, Low Sugar, Nut & Seed, Tropical',
        {
          price: [500, 1300],
        },
      ),
      leaf(
        'Porridge & Oats',
        P.cereal,
        'Porridge Oats, Jumbo Oats, Instant Porridge Pots, Oat Bran, Porridge Sachets',
        'Scottish, Golden Syrup, Apple & Cinnamon, Original, Organic',
        {
          price: [150, 900],
          hfss: 0.1,
        },
      ),
      leaf(
        "Kids' Cereals",
        P.cereal,
        'Chocolate Hoops, Honey Loops, Honey Flakes, Rice Pops, Cereal Stars',
        'Crunchy, Chocolatey, Multigrain, Original',
        {
          hfss: 0.9,
        },
      ),
      leaf(
        'Cereal Bars',
        P.cerealBar,
        'Oat Bars, Fruit & Nut Bars, Protein Bars, Breakfast Biscuits, Granola Bars',
        'Chocolate Chip, Apricot, Peanut, Berry, Salted Caramel',
      ),
    ]),
    aisle('Tins, Cans & Packets', [
      leaf(
        'Baked Beans',
        P.tins,
        'Baked Beans, Beans & Sausages, Reduced Sugar Baked Beans, Spicy Beans, Barbecue Beans',
        'In Tomato Sauce, Classic, Organic, Five Bean',
        {
          sizes: ['415g', '4x415g', '200g', '220g'],
        },
      ),
      leaf(
        'Tinned Tomatoes',
        P.tins,
        'Chopped Tomatoes, Plum Tomatoes, Passata, Cherry Tomatoes, Tomato Purée',
        'Italian, Organic, Garlic & Herb, Finely Chopped, Sicilian',
      ),
      leaf(
        'Tinned Fish',
        P.tinnedFish,
        'Tuna Chunks, Sardines, Mackerel Fillets, Pink Salmon, Anchovy Fillets, Crab Meat',
        'In Spring Water, In Olive Oil, In Tomato Sauce, Pole & Line Caught, Portuguese',
      ),
      leaf(
        'Tinned Vegetables & Pulses',
        P.tins,
        'Chickpeas, Red Kidney Beans, Butter Beans, Sweetcorn, Garden Peas, Cannellini Beans, Black Beans',
        'In Water, Organic, No Added Salt, Italian',
      ),
      leaf(
        'Tinned Soup',
        P.soup,
        'Cream of Tomato Soup, Chicken Soup, Vegetable Soup, Lentil Soup, Mushroom Soup, Oxtail Soup',
        'Classic, Cream of, Hearty, Reduced Salt',
      ),
      leaf(
        'Tinned Fruit & Custard',
        P.tins,
        'Peach Slices, Pineapple Chunks, Mandarin Segments, Fruit Cocktail, Ready to Serve Custard, Rice Pudding',
        'In Juice, In Light Syrup, Organic',
        {
          hfss: 0.4,
          hue: 40,
        },
      ),
    ]),
    aisle('Pasta, Rice & Noodles', [
      leaf(
        'Dried Pasta',
        P.dryGoods,
        'Spaghetti, Penne, Fusilli, Linguine, Rigatoni, Orzo, Tagliatelle Nests, Macaroni',
        'Italian, Wholewheat, Bronze Die, Organic, Gluten Free',
      ),
      leaf(
        'Rice',
        P.dryGoods,
        'Basmati Rice, Long Grain Rice, Jasmine Rice, Arborio Risotto Rice, Brown Rice, Microwave Basmati Rice',
        'Easy Cook, Organic, Thai, Wholegrain, Aged',
        {
          hue: 48,
        },
      ),
      leaf(
        'Noodles',
        P.dryGoods,
        'Egg Noodles, Rice Noodles, Udon Noodles, Soba Noodles, Instant Noodles',
        'Medium, Thin, Straight to Wok, Wholewheat',
        {
          sizes: ['250g', '300g', '400g', '4x85g'],
          price: [280, 900],
        },
      ),
      leaf(
        'Couscous & Grains',
        P.dryGoods,
        'Couscous, Quinoa, Bulgur Wheat, Pearl Barley, Giant Couscous, Freekeh',
        'Organic, Roasted Vegetable, Tri-Colour, Wholewheat',
        {
          price: [250, 1000],
        },
      ),
      leaf(
        'Dried Pulses & Lentils',
        P.dryGoods,
        'Red Split Lentils, Green Lentils, Puy Lentils, Split Peas, Chickpeas, Black Eyed Beans',
        'Organic, Dried, French',
      ),
    ]),
    aisle('Cooking Sauces & Meal Kits', [
      leaf(
        'Pasta Sauces',
        P.jarSauce,
        'Tomato & Basil Sauce, Bolognese Sauce, Arrabbiata Sauce, Green Pesto, Red Pesto, Puttanesca Sauce',
        'Italian, Organic, Chunky, Smooth, Roasted Garlic',
      ),
      leaf(
        'Curry Sauces & Pastes',
        P.jarSauce,
        'Tikka Masala Sauce, Korma Sauce, Madras Curry Paste, Thai Green Curry Paste, Jalfrezi Sauce, Balti Sauce',
        'Authentic, Mild, Medium, Hot',
      ),
      leaf(
        'Stir Fry Sauces',
        P.jarSauce,
        'Sweet & Sour Sauce, Black Bean Sauce, Teriyaki Sauce, Oyster Sauce, Hoisin Sauce',
        'Oriental, Classic, Sticky',
        {
          sizes: ['150g', '120g', '250g', '400g'],
        },
      ),
      leaf(
        'Mexican Meal Kits',
        P.worldFood,
        'Fajita Kit, Taco Kit, Burrito Kit, Enchilada Kit, Nachos Kit',
        'Smoky BBQ, Original, Mild, Hot',
        {
          sizes: ['490g', '320g', '500g'],
          price: [700, 1200],
          icon: 'box',
        },
      ),
      leaf(
        'Gravy & Stock',
        P.stock,
        'Chicken Stock Cubes [8 pack|12 pack], Vegetable Stock Cubes [8 pack|12 pack], Beef Gravy Granules [200g|300g], Chicken Gravy Granules [170g|200g], Stock Pots [4 pack], Bouillon Powder [150g|250g]',
        'Reduced Salt, Rich, Organic, Classic',
      ),
    ]),
    aisle('Condiments & Dressings', [
      leaf(
        'Ketchup & Sauces',
        P.condiment,
        'Tomato Ketchup, Brown Sauce, Barbecue Sauce, Sweet Chilli Sauce, Hot Sauce, Worcestershire Sauce',
        'Classic, Reduced Sugar, Smoky, Organic',
      ),
      leaf(
        'Mayonnaise',
        P.condiment,
        'Mayonnaise, Light Mayonnaise, Garlic Mayonnaise, Chipotle Mayonnaise, Vegan Mayo',
        'Real, Free Range Egg, Classic, Dijon',
      ),
      leaf(
        'Mustard',
        P.pickle,
        'English Mustard, Dijon Mustard, Wholegrain Mustard, Honey Mustard, American Mustard',
        'Hot, French, Smooth, Classic',
        {
          sizes: ['180g', '200g', '100g'],
        },
      ),
      leaf(
        'Pickles & Chutney',
        P.pickle,
        'Ploughman’s Pickle, Caramelised Onion Chutney, Mango Chutney, Piccalilli, Pickled Onions, Gherkins',
        'Classic, Tangy, Spiced, Chunky',
      ),
      leaf(
        'Salad Dressings',
        P.condiment,
        'French Dressing, Caesar Dressing, Balsamic Dressing, Honey & Mustard Dressing, Blue Cheese Dressing',
        'Light, Classic, Italian, Organic',
        {
          sizes: ['250ml', '300ml', '500ml'],
        },
      ),
      leaf(
        'Vinegar',
        P.oil,
        'Malt Vinegar, Balsamic Vinegar of Modena, Cider Vinegar, Red Wine Vinegar, Rice Vinegar',
        'Aged, Organic, Italian, Raw',
        {
          price: [150, 1200],
        },
      ),
    ]),
    aisle('Oils, Herbs & Spices', [
      leaf(
        'Olive Oil',
        P.oil,
        'Extra Virgin Olive Oil, Olive Oil, Light Olive Oil, Olive Oil Spray',
        'Italian, Greek, Spanish, Cold Pressed, Organic',
        {
          price: [700, 2000],
        },
      ),
      leaf(
        'Cooking Oil',
        P.oil,
        'Sunflower Oil, Rapeseed Oil, Vegetable Oil, Coconut Oil, Groundnut Oil, Sesame Oil',
        'Cold Pressed, British, Organic, Pure',
        {
          price: [200, 900],
        },
      ),
      leaf(
        'Dried Herbs',
        P.spice,
        'Oregano, Basil, Thyme, Rosemary, Mixed Herbs, Bay Leaves, Parsley',
        'Dried, Organic, Italian, Mediterranean',
        {
          sizes: ['15g', '10g', '20g'],
          price: [6000, 16000],
          hue: 100,
        },
      ),
      leaf(
        'Spices',
        P.spice,
        'Ground Cumin, Smoked Paprika, Ground Turmeric, Chilli Flakes, Garam Masala, Ground Cinnamon, Whole Nutmeg',
      ),
      leaf(
        'Salt & Pepper',
        P.spice,
        'Sea Salt Flakes, Black Peppercorns, Table Salt, Pink Himalayan Salt, Ground White Pepper',
        'Cornish, Organic, Coarse',
        {
          sizes: ['250g', '100g', '50g', '750g'],
          price: [300, 3000],
        },
      ),
    ]),
    aisle('Home Baking', [
      leaf(
        'Flour',
        P.baking,
        'Plain Flour, Self Raising Flour, Strong White Bread Flour, Wholemeal Flour, Spelt Flour, 00 Pasta Flour',
        'Stoneground, Organic, Very Strong, Italian',
      ),
      leaf(
        'Sugar & Sweeteners',
        P.baking,
        'Granulated Sugar, Caster Sugar, Icing Sugar, Light Brown Soft Sugar, Demerara Sugar, Golden Syrup',
        'Fairtrade, Unrefined, Organic, Golden',
        {
          hue: 330,
        },
      ),
      leaf(
        'Baking Ingredients',
        P.bakingExtras,
        'Baking Powder, Bicarbonate of Soda, Vanilla Extract, Cocoa Powder, Dried Yeast, Ground Almonds',
        'Fairtrade, Organic, Madagascan, Pure',
      ),
      leaf(
        'Cake Decorations',
        P.bakingExtras,
        'Sprinkles, Ready to Roll Icing, Chocolate Chips, Glacé Cherries, Edible Glitter, Writing Icing',
        'Rainbow, White, Belgian, Colourful',
      ),
      leaf(
        'Baking Mixes',
        P.baking,
        'Chocolate Cake Mix, Brownie Mix, Pancake Mix, Bread Mix, Cookie Mix',
        'Classic, Gluten Free, Easy, Triple Chocolate',
        {
          sizes: ['500g', '350g', '400g'],
          price: [400, 1000],
          icon: 'box',
        },
      ),
    ]),
    aisle('Jams, Honey & Spreads', [
      leaf(
        'Jam & Marmalade',
        P.spread,
        'Strawberry Jam, Raspberry Jam, Seville Orange Marmalade, Apricot Jam, Blackcurrant Jam, Lemon Curd',
        'Extra Fruit, Thick Cut, Reduced Sugar, Seedless, Organic',
        {
          hue: 350,
        },
      ),
      leaf(
        'Honey',
        P.spread,
        'Clear Honey, Set Honey, Manuka Honey, Acacia Honey, Wildflower Honey',
        'British, Organic, Raw, Squeezy',
        {
          price: [600, 3000],
          hue: 42,
        },
      ),
      leaf(
        'Peanut & Nut Butters',
        P.spread,
        'Smooth Peanut Butter, Crunchy Peanut Butter, Almond Butter, Cashew Butter, Mixed Nut Butter',
        'No Added Sugar, Organic, Whole Nut, Roasted',
      ),
      leaf(
        'Chocolate Spreads',
        P.spread,
        'Chocolate Hazelnut Spread, Dark Chocolate Spread, Biscuit Spread, White Chocolate Spread',
        'Belgian, Smooth, Crunchy',
        {
          hfss: 1,
        },
      ),
      leaf(
        'Savoury Spreads',
        P.spread,
        'Yeast Extract, Beef Spread, Fish Paste, Sandwich Spread',
        'Original, Reduced Salt, Classic',
        {
          sizes: ['125g', '250g', '75g'],
        },
      ),
    ]),
    aisle('Crisps, Snacks & Nuts', [
      leaf(
        'Crisps',
        P.crisps,
        'Sea Salt Crisps, Cheese & Onion Crisps, Salt & Vinegar Crisps, Ready Salted Crisps, Sour Cream & Chive Crisps, Prawn Cocktail Crisps',
        'Hand Cooked, Crinkle Cut, Lightly Salted, Lentil, Kettle',
      ),
      leaf(
        'Sharing Snacks',
        P.crisps,
        'Tortilla Chips, Pretzels, Popadoms, Sweet Potato Chips, Vegetable Crisps, Cheese Puffs',
        'Lightly Salted, Chilli, Sharing, Hand Cooked',
      ),
      leaf(
        'Popcorn',
        P.crisps,
        'Sweet & Salty Popcorn, Salted Popcorn, Toffee Popcorn, Microwave Popcorn',
        'Lightly Sweet, Gourmet, Sharing',
        {
          sizes: ['80g', '100g', '3x85g'],
        },
      ),
      leaf(
        'Nuts',
        P.nuts,
        'Cashew Nuts, Almonds, Mixed Nuts, Pistachios, Brazil Nuts, Peanuts, Walnuts',
        'Roasted & Salted, Honey Roasted, Unsalted, Smoked, Chilli',
      ),
      leaf(
        'Dried Fruit',
        P.nuts,
        'Sultanas, Raisins, Dried Apricots, Medjool Dates, Dried Mango, Dried Cranberries, Prunes',
        'Soft, Organic, Ready to Eat, Turkish',
        {
          hfss: 0,
          hue: 15,
        },
      ),
      leaf(
        'Rice Cakes & Snack Bars',
        P.crackers,
        'Rice Cakes, Corn Cakes, Lentil Cakes, Fruit Bars, Nut Bars',
        'Lightly Salted, Dark Chocolate, Yogurt Coated, Apple',
        {
          sizes: ['130g', '100g', '5x30g'],
        },
      ),
    ]),
    aisle('Biscuits & Crackers', [
      leaf(
        'Chocolate Biscuits',
        P.biscuits,
        'Milk Chocolate Digestives, Dark Chocolate Digestives, Chocolate Oat Biscuits, Chocolate Bourbons, Chocolate Chip Cookies, Chocolate Fingers',
        'Belgian, All Butter, Extra, Luxury',
      ),
      leaf(
        'Everyday Biscuits',
        P.biscuits,
        'Digestives, Rich Tea, Ginger Nuts, Custard Creams, Shortbread, Oat Biscuits',
        'All Butter, Scottish, Reduced Fat, Classic',
      ),
      leaf(
        'Cookies',
        P.biscuits,
        'Triple Chocolate Cookies, Oat & Raisin Cookies, Stem Ginger Cookies, Double Chocolate Cookies, Macadamia Cookies',
        'All Butter, Belgian, Soft Baked, Gluten Free',
      ),
      leaf(
        'Crackers & Crispbreads',
        P.crackers,
        'Cream Crackers, Oatcakes, Crispbreads, Water Biscuits, Sourdough Crackers, Rosemary Crackers',
        'Rough, Scottish, Rye, Sea Salt, Charcoal',
      ),
      leaf(
        'Biscuits for Cheese',
        P.crackers,
        'Biscuits for Cheese Selection, Charcoal Crackers, Fig & Almond Crackers, Fine Wheat Crackers',
        'Luxury, Artisan, Handmade',
      ),
    ]),
    aisle('Chocolate & Sweets', [
      leaf(
        'Chocolate Bars',
        P.chocolate,
        'Milk Chocolate Bar, Dark Chocolate Bar, White Chocolate Bar, Hazelnut Chocolate Bar, Mint Chocolate Bar, Caramel Chocolate Bar',
        'Belgian, 70% Cocoa, Swiss, Fairtrade, Organic',
      ),
      leaf(
        'Sharing Chocolate',
        P.chocolate,
        'Chocolate Buttons, Chocolate Coated Raisins, Chocolate Truffles, Chocolate Eclairs, Honeycomb Pieces',
        'Milk, Dark, Belgian, Sharing',
      ),
      leaf(
        'Boxed Chocolates',
        P.chocolate,
        'Chocolate Selection, Champagne Truffles, Sea Salt Caramels, Pralines, After Dinner Mints',
        'Belgian, Luxury, Handmade, Dark',
        {
          sizes: ['200g', '250g', '120g', '400g'],
          price: [1500, 4000],
          icon: 'gift',
        },
      ),
      leaf(
        'Sweets',
        P.sweets,
        'Wine Gums, Fruit Jellies, Jelly Babies, Fizzy Cola Bottles, Liquorice Allsorts, Sherbet Lemons, Fudge',
        'Fruity, Sour, Vegan, Sharing, Classic',
      ),
      leaf(
        'Chewing Gum & Mints',
        P.sweets,
        'Spearmint Gum, Peppermint Gum, Extra Strong Mints, Sugar Free Mints, Fruit Gum',
        'Sugar Free, Cool, Fresh',
        {
          sizes: ['10 pieces', '50 pieces', '35g'],
          base: 'each',
          itemWeight: 0.0015,
          price: [3, 10],
          hfss: 0,
        },
      ),
      leaf(
        'Pick & Mix',
        P.pickAndMix,
        'Pick & Mix Sweets, Fudge Pieces, Chocolate Raisins, Foam Bananas, Cola Bottles',
        'Traditional, Sweet Shop, Fizzy',
      ),
    ]),
    aisle('World Foods', [
      leaf(
        'Indian',
        P.worldFood,
        'Mango Chutney, Poppadoms, Basmati Rice, Curry Paste, Lime Pickle, Naan Bread Mix',
        'Authentic, Punjabi, Gujarati, Mild',
      ),
      leaf(
        'Chinese',
        P.worldFood,
        'Soy Sauce, Egg Noodles, Hoisin Sauce, Prawn Crackers, Five Spice, Water Chestnuts',
        'Light, Dark, Authentic, Sichuan',
      ),
      leaf(
        'Mexican',
        P.worldFood,
        'Tortilla Chips, Refried Beans, Jalapeños, Salsa, Chipotle Paste, Taco Shells',
        'Mild, Hot, Smoky, Authentic',
      ),
      leaf(
        'Thai & Japanese',
        P.worldFood,
        'Coconut Milk, Fish Sauce, Miso Paste, Sushi Rice, Panko Breadcrumbs, Nori Sheets',
        'Authentic, Organic, Light',
      ),
      leaf(
        'Middle Eastern',
        P.worldFood,
        "Tahini, Harissa Paste, Pomegranate Molasses, Za'atar, Dukkah, Preserved Lemons",
        'Rose, Authentic, Moroccan, Lebanese',
      ),
    ]),
    aisle('Free From', [
      leaf(
        'Gluten Free Cupboard',
        P.freeFrom,
        'Gluten Free Pasta, Gluten Free Flour, Gluten Free Crackers, Gluten Free Cereal, Gluten Free Oats',
        'Organic, Corn & Rice, Plain, Multigrain',
      ),
      leaf(
        'Dairy Free',
        P.freeFrom,
        'Dairy Free Chocolate, Dairy Free Custard, Oat Cream, Coconut Cream, Dairy Free Spread',
        'Vegan, Smooth, Organic',
        {
          diet: 'vegan',
          glutenFreeChance: 0.5,
        },
      ),
      leaf(
        'Free From Snacks',
        P.freeFrom,
        'Free From Cookies, Free From Brownies, Free From Flapjacks, Free From Crisps',
        'Gluten Free, Vegan, Double Chocolate',
        {
          hfss: 0.8,
        },
      ),
    ]),
  ],
};
