import { aisle, type DepartmentSpec, leaf } from '../../vocabulary.ts';
import { P } from '../profiles.ts';

export const household: DepartmentSpec = {
  name: 'Household',
  iconName: 'spray',
  hue: 200,
  aisles: [
    aisle('Laundry', [
      leaf(
        'Washing Liquid & Gel',
        P.laundry,
        'Bio Laundry Liquid, Non Bio Laundry Liquid, Colour Laundry Gel, Wool & Silk Wash, Sports Wash',
        'Concentrated, Sensitive, Fresh, Eco',
      ),
      leaf(
        'Washing Powder & Capsules',
        P.laundry,
        'Bio Washing Powder, Non Bio Capsules, Colour Capsules, Bio Capsules, Laundry Sheets',
        'Sensitive, Fresh, Eco, Powerful',
        {
          icon: 'tub',
        },
      ),
      leaf(
        'Fabric Conditioner',
        P.laundry,
        'Fabric Conditioner, Fabric Softener, Scent Boosters',
        'Cotton Fresh, Lavender, Sensitive, Concentrated, Spring Blossom',
      ),
      leaf(
        'Stain Removers',
        P.cleaner,
        'Stain Remover Spray [500ml|750ml], Stain Remover Gel [200ml|500ml], Oxi Stain Remover Powder [500g|1kg]',
        'Pre Wash, Powerful, White',
      ),
    ]),
    aisle('Cleaning', [
      leaf(
        'Multi-Surface Cleaners',
        P.cleaner,
        'Multi-Surface Spray, Antibacterial Spray, Multi-Purpose Cleaner, Glass Cleaner, Wood Polish',
        'Lemon, Eco, Unscented, Citrus, Fresh',
      ),
      leaf(
        'Bathroom Cleaners',
        P.cleaner,
        'Bathroom Spray, Limescale Remover, Mould Remover, Shower Cleaner, Toilet Cleaner Gel',
        'Power, Eco, Pine, Ocean, Citrus',
      ),
      leaf(
        'Kitchen Cleaners',
        P.cleaner,
        'Kitchen Spray, Oven Cleaner, Degreaser, Hob Cleaner, Stainless Steel Cleaner',
        'Power, Lemon, Eco, Antibacterial',
      ),
      leaf(
        'Bleach & Disinfectant',
        P.cleaner,
        'Thick Bleach, Disinfectant, Toilet Bleach, Disinfectant Spray',
        'Original, Lemon, Pine, Fresh',
      ),
      leaf(
        'Cloths & Sponges',
        P.cloths,
        'Microfibre Cloths, Scourer Sponges, Dish Cloths, Rubber Gloves, Steel Wool Pads',
        'Multi-Purpose, Heavy Duty, Eco, Non-Scratch',
      ),
    ]),
    aisle('Dishwasher & Washing Up', [
      leaf(
        'Dishwasher Tablets',
        P.dishwasher,
        'Dishwasher Tablets, All in One Dishwasher Tablets, Dishwasher Capsules, Eco Dishwasher Tablets',
        'Lemon, Original, Platinum, Fragrance Free',
      ),
      leaf(
        'Washing Up Liquid',
        P.cleaner,
        'Washing Up Liquid, Concentrated Washing Up Liquid, Sensitive Washing Up Liquid',
        'Lemon, Original, Pomegranate, Eco',
        {
          sizes: ['450ml', '900ml', '383ml'],
          price: [150, 420],
          icon: 'bottle',
        },
      ),
      leaf(
        'Rinse Aid & Salt',
        P.cleaner,
        'Rinse Aid [500ml|250ml], Dishwasher Salt [2kg|1kg], Machine Cleaner [250ml]',
        'Original, Lemon',
        {
          sizes: ['500ml'],
          price: [80, 500],
          hiddenInNav: true,
        },
      ),
    ]),
    aisle('Toilet Roll & Kitchen Roll', [
      leaf(
        'Toilet Roll',
        P.paper,
        'Toilet Tissue, Quilted Toilet Tissue, Recycled Toilet Tissue, Bamboo Toilet Tissue',
        'Soft, Luxury, Extra Long, White',
      ),
      leaf(
        'Kitchen Roll',
        P.paper,
        'Kitchen Roll, Absorbent Kitchen Towel, Recycled Kitchen Roll',
        'Super, Extra Long, White',
        {
          sizes: ['2 rolls', '3 rolls', '4 rolls'],
          price: [50, 140],
        },
      ),
      leaf(
        'Tissues',
        P.paper,
        'Facial Tissues, Balsam Tissues, Pocket Tissues, Mansize Tissues',
        'Soft, Extra Large, Aloe Vera',
        {
          sizes: ['each', '3 pack', '6 pack'],
          price: [80, 200],
          icon: 'box',
        },
      ),
    ]),
    aisle('Bin Bags, Foil & Food Storage', [
      leaf(
        'Bin Bags',
        P.wraps,
        'Pedal Bin Liners, Kitchen Bin Bags, Refuse Sacks, Compostable Food Caddy Liners',
        'Heavy Duty, Drawstring, Scented, Recycled',
        {
          sizes: ['20 bags', '40 bags', '10 bags'],
          price: [6, 22],
          icon: 'roll',
        },
      ),
      leaf(
        'Foil & Cling Film',
        P.wraps,
        'Kitchen Foil, Cling Film, Baking Parchment, Greaseproof Paper, Beeswax Wraps',
        'Extra Wide, Non Stick, Recycled, Heavy Duty',
      ),
      leaf(
        'Food Bags & Containers',
        P.wraps,
        'Freezer Bags, Food Bags, Sandwich Bags, Food Containers',
        'Zip Seal, Large, Compostable, Reusable',
        {
          sizes: ['50 bags', '100 bags', '20 bags'],
          price: [2, 8],
          icon: 'box',
        },
      ),
    ]),
    aisle('Home Essentials', [
      leaf(
        'Batteries & Light Bulbs',
        P.homeGoods,
        'AA Batteries, AAA Batteries, LED Light Bulb, Candle Bulb, Spotlight Bulb',
        'Alkaline, Long Life, Warm White, Daylight, Dimmable',
        {
          sizes: ['4 pack', 'each', '8 pack', '2 pack'],
          price: [90, 400],
          icon: 'box',
        },
      ),
      leaf(
        'Candles & Air Fresheners',
        P.homeGoods,
        'Scented Candle, Reed Diffuser, Plug In Air Freshener, Room Spray, Tealights',
        'Fig & Cassis, Lavender, Linen, Orange Blossom, Sea Salt',
        {
          price: [250, 1400],
        },
      ),
    ]),
  ],
};

export const toiletriesHealthAndBeauty: DepartmentSpec = {
  name: 'Toiletries, Health & Beauty',
  shortName: 'Health & Beauty',
  iconName: 'tube',
  hue: 280,
  aisles: [
    aisle('Bath & Shower', [
      leaf(
        'Shower Gel',
        P.toiletries,
        'Shower Gel, Shower Cream, Body Wash, Shower Oil',
        'Moisturising, Energising, Sensitive, Coconut, Citrus',
      ),
      leaf(
        'Bath Soak & Salts',
        P.toiletries,
        'Bath Soak, Bath Salts, Bubble Bath, Bath Oil',
        'Relaxing, Lavender, Muscle Soak, Eucalyptus',
      ),
      leaf(
        'Hand Wash & Soap',
        P.toiletries,
        'Hand Wash, Bar Soap, Hand Wash Refill, Antibacterial Hand Wash',
        'Moisturising, Lime & Basil, Aloe Vera, Sensitive',
        {
          sizes: ['250ml', '500ml', '1L'],
        },
      ),
    ]),
    aisle('Hair Care', [
      leaf(
        'Shampoo',
        P.haircare,
        'Shampoo, Anti-Dandruff Shampoo, Dry Shampoo, Volumising Shampoo, Clarifying Shampoo',
        'Moisturising, Colour Protect, Argan Oil, Sensitive',
      ),
      leaf(
        'Conditioner',
        P.haircare,
        'Conditioner, Hair Mask, Leave-In Conditioner, Detangling Spray',
        'Repair, Smooth, Coconut, Colour Protect',
      ),
      leaf(
        'Hair Styling',
        P.haircare,
        'Hairspray, Styling Gel, Hair Mousse, Styling Wax, Heat Protection Spray',
        'Strong Hold, Flexible, Volume, Curl Defining',
        {
          icon: 'spray',
        },
      ),
    ]),
    aisle('Oral Care', [
      leaf(
        'Toothpaste',
        P.toothpaste,
        'Toothpaste, Whitening Toothpaste, Sensitive Toothpaste, Kids Toothpaste, Charcoal Toothpaste',
        'Fresh Mint, Total Care, Enamel, Herbal',
      ),
      leaf(
        'Toothbrushes',
        P.oralCare,
        'Toothbrush, Electric Toothbrush Heads, Bamboo Toothbrush, Kids Toothbrush, Interdental Brushes',
        'Medium, Soft, Extra Clean',
        {
          sizes: ['each', '2 pack', '4 pack'],
        },
      ),
      leaf(
        'Mouthwash & Floss',
        P.oralCare,
        'Mouthwash [500ml|250ml], Dental Floss [each|2 pack], Floss Picks [each], Alcohol Free Mouthwash [500ml|250ml]',
        'Fresh Mint, Total Care, Whitening',
        {
          sizes: ['each'],
          price: [200, 600],
          icon: 'bottle',
        },
      ),
    ]),
    aisle('Skincare', [
      leaf(
        'Moisturisers',
        P.skincare,
        'Face Moisturiser, Night Cream, Body Lotion, Hand Cream, Body Butter',
        'Hydrating, SPF 15, Sensitive, Rich, Aloe Vera',
      ),
      leaf(
        'Cleansers & Face Care',
        P.skincare,
        'Face Wash, Micellar Water, Cleansing Wipes, Toner, Facial Scrub',
        'Gentle, Sensitive, Refreshing, Vitamin C',
      ),
      leaf(
        'Sun Care',
        P.skincare,
        'Sun Cream, Sun Spray, After Sun Lotion, Kids Sun Cream, Face Sun Cream',
        'SPF 30, SPF 50, Sensitive, Water Resistant',
        {
          sizes: ['200ml', '100ml', '50ml', '400ml'],
          price: [2000, 6000],
          hue: 45,
        },
      ),
    ]),
    aisle('Medicines', [
      leaf(
        'Pain Relief',
        P.medicine,
        'Paracetamol Tablets, Ibuprofen Tablets, Aspirin Dispersible Tablets, Paracetamol Caplets, Migraine Relief Tablets, Ibuprofen Gel Capsules',
        'Extra, Fast Acting, Rapid, Original',
        {
          sizes: ['16 tablets', '32 tablets', '24 tablets'],
        },
      ),
      leaf(
        'Cold & Flu',
        P.medicine,
        'Cold & Flu Capsules [16 capsules|24 capsules], Cold & Flu Sachets [5 sachets|10 sachets], Throat Lozenges [16 lozenges|36 lozenges], Day & Night Capsules [16 capsules|24 capsules]',
        'Max Strength, Honey & Lemon, Blackcurrant, Original',
      ),
      leaf(
        'Cough Syrups',
        P.medicine,
        'Dry Cough Syrup, Chesty Cough Mixture, Tickly Cough Syrup, Children’s Cough Syrup, Honey & Lemon Linctus',
        'Non Drowsy, Original, Sugar Free',
        { sizes: ['100ml', '150ml', '200ml'], base: 'litre', price: [2500, 6000], icon: 'bottle' },
      ),
      leaf(
        'Allergy & Hayfever',
        P.medicine,
        'Cetirizine Tablets, Loratadine Tablets, Fexofenadine Tablets, Chlorphenamine Tablets, Allergy Relief Tablets',
        'One a Day, Non Drowsy, Max Strength',
        {
          sizes: ['14 tablets', '30 tablets', '7 tablets'],
        },
      ),
      leaf(
        'Digestive Health',
        P.medicine,
        'Indigestion Tablets [24 tablets|48 tablets], Rehydration Sachets [6 sachets|20 sachets], Antacid Chewable Tablets [24 tablets|36 tablets], Anti-Diarrhoea Capsules [6 capsules|12 capsules], Fibre Sachets [10 sachets|30 sachets]',
        'Peppermint, Fast Acting, Original, Double Action',
      ),
      leaf(
        'First Aid',
        P.medicine,
        'Fabric Plasters, Washproof Plasters, Blister Plasters, Kids Plasters, Finger Plasters',
        'Assorted, Sensitive, Clear',
        {
          sizes: ['20 plasters', '40 plasters', '10 plasters'],
          price: [6, 20],
          pharmacy: false,
          icon: 'box',
        },
      ),
    ]),
    aisle('Vitamins & Supplements', [
      leaf(
        'Multivitamins',
        P.vitamins,
        'Multivitamin Tablets, A-Z Multivitamins, Women’s Multivitamins, Men’s Multivitamins, 50+ Multivitamins',
        'One a Day, Effervescent, Gummies, Complete',
      ),
      leaf(
        'Vitamin C & D',
        P.vitamins,
        'Vitamin C Tablets, Vitamin D3 Tablets, Vitamin C Effervescent, Vitamin D Gummies',
        'High Strength, 1000mg, One a Day, Chewable',
      ),
      leaf(
        'Supplements',
        P.vitamins,
        'Omega-3 Fish Oil Capsules, Magnesium Tablets, Iron Tablets, Probiotic Capsules, Collagen Tablets, Zinc Tablets',
        'High Strength, One a Day, Slow Release, Vegan',
      ),
    ]),
    aisle('Deodorants & Personal Care', [
      leaf(
        'Deodorants',
        P.personalCare,
        'Anti-Perspirant Spray, Roll On Deodorant, Deodorant Stick, Natural Deodorant',
        'Invisible, Fresh, Sensitive, 48 Hour, Unscented',
        {
          sizes: ['150ml', '250ml', '50ml'],
        },
      ),
      leaf(
        'Shaving',
        P.personalCare,
        'Razor [each], Razor Blade Refills [4 pack], Shaving Gel [200ml|75ml], Shaving Foam [250ml], Aftershave Balm [100ml]',
        'Sensitive, Smooth, Classic, Cooling',
        {
          sizes: ['each'],
          price: [150, 500],
        },
      ),
      leaf(
        'Feminine Care',
        P.personalCare,
        'Pads, Tampons, Panty Liners, Ultra Pads',
        'Regular, Super, Organic Cotton, Night',
        {
          sizes: ['12 pack', '16 pack', '20 pack', '32 pack'],
          price: [10, 40],
          icon: 'box',
        },
      ),
    ]),
  ],
};

export const babyAndToddler: DepartmentSpec = {
  name: 'Baby & Toddler',
  iconName: 'baby',
  hue: 190,
  aisles: [
    aisle('Baby Food', [
      leaf(
        'First Foods',
        P.babyFood,
        'Apple Purée, Carrot Purée, Baby Porridge, Pear & Banana Purée, Sweet Potato Purée',
        'Organic, Smooth, Stage 1, From 4 Months',
      ),
      leaf(
        'Baby Meals',
        P.babyFood,
        'Cottage Pie, Chicken Casserole, Vegetable Risotto, Spaghetti Bolognese, Lentil Dahl',
        'Organic, From 7 Months, From 10 Months, Toddler',
      ),
      leaf(
        'Baby Snacks',
        P.babyFood,
        'Puffs, Rice Cakes, Fruit Bars, Melty Sticks, Oaty Fingers',
        'Organic, Apple, Strawberry, Veggie',
        {
          sizes: ['20g', '4x20g', '30g'],
          price: [1500, 3500],
          icon: 'bag',
        },
      ),
      leaf(
        'Baby Milk',
        P.babyMilk,
        'First Infant Milk, Follow On Milk, Growing Up Milk, Hungry Baby Milk',
        'From Birth, From 6 Months, 1-3 Years, Organic',
      ),
    ]),
    aisle('Nappies & Wipes', [
      leaf(
        'Nappies',
        P.nappies,
        'Nappies Size 1, Nappies Size 3, Nappies Size 4, Nappies Size 5, Nappy Pants Size 5',
        'Eco, Ultra Dry, Sensitive',
      ),
      leaf(
        'Baby Wipes',
        P.nappies,
        'Baby Wipes, Water Wipes, Sensitive Wipes, Fragrance Free Wipes',
        'Pure, Eco, Aloe Vera',
        {
          sizes: ['56 wipes', '64 wipes', '80 wipes'],
          price: [1, 4],
        },
      ),
      leaf(
        'Nappy Bags & Changing',
        P.nappies,
        'Nappy Bags, Changing Mats, Nappy Cream, Barrier Cream',
        'Scented, Disposable, Gentle',
        {
          sizes: ['each'],
          price: [150, 600],
          icon: 'tube',
        },
      ),
    ]),
    aisle('Baby Toiletries', [
      leaf(
        'Baby Bath & Wash',
        P.babyToiletries,
        'Baby Bath, Top to Toe Wash, Baby Shampoo, Bedtime Bath',
        'Gentle, Lavender, Sensitive, Organic',
      ),
      leaf(
        'Baby Lotions',
        P.babyToiletries,
        'Baby Lotion, Baby Oil, Baby Moisturiser',
        'Gentle, Sensitive, Fragrance Free',
        {
          sizes: ['200ml', '300ml', '150ml'],
        },
      ),
    ]),
  ],
};

export const pet: DepartmentSpec = {
  name: 'Pet',
  iconName: 'paw',
  hue: 25,
  aisles: [
    aisle('Dog', [
      leaf(
        'Wet Dog Food',
        P.petFood,
        'Dog Food in Gravy, Dog Food in Jelly, Dog Food Trays, Dog Casserole, Puppy Food',
        'Chicken, Beef, Lamb, Grain Free, Senior',
      ),
      leaf(
        'Dry Dog Food',
        P.dryPetFood,
        'Complete Dog Food, Puppy Dry Food, Adult Dry Dog Food, Senior Dry Dog Food',
        'Chicken & Rice, Lamb & Rice, Grain Free, Small Breed, Large Breed',
      ),
      leaf(
        'Dog Treats',
        P.petTreats,
        'Dental Sticks, Dog Biscuits, Chews, Training Treats, Rawhide Bones',
        'Chicken, Beef, Small, Large, Natural',
      ),
    ]),
    aisle('Cat', [
      leaf(
        'Wet Cat Food',
        P.petFood,
        'Cat Food Pouches in Gravy, Cat Food Pouches in Jelly, Cat Food Pâté, Kitten Food',
        'Fish Selection, Meat Selection, Mixed, Senior, Indoor',
      ),
      leaf(
        'Dry Cat Food',
        P.dryPetFood,
        'Complete Cat Food, Kitten Dry Food, Indoor Cat Food, Senior Cat Food',
        'Chicken, Salmon, Sterilised, Hairball',
      ),
      leaf(
        'Cat Treats',
        P.petTreats,
        'Cat Treats, Cat Sticks, Dental Cat Treats, Cat Milk',
        'Chicken, Salmon, Crunchy, Creamy',
        {
          sizes: ['60g', '50g', '3 pack'],
          itemWeight: 0.015,
        },
      ),
      leaf(
        'Cat Litter',
        P.petCare,
        'Clumping Cat Litter, Wood Pellet Litter, Lightweight Cat Litter, Non Clumping Litter',
        'Scented, Natural, Odour Control',
      ),
    ]),
    aisle('Small Animals & Birds', [
      leaf(
        'Bird Food',
        P.petCare,
        'Wild Bird Seed, Sunflower Hearts, Fat Balls [6 pack|12 pack], Nyjer Seed, Dried Mealworms [100g|200g]',
        'No Mess, High Energy, Premium',
        {
          sizes: ['1kg', '2kg', '500g'],
          itemWeight: 0.09,
          price: [200, 800],
          icon: 'bag',
        },
      ),
      leaf(
        'Small Animal Food',
        P.petCare,
        'Rabbit Food, Guinea Pig Food, Hamster Food, Timothy Hay',
        'Complete, Nuggets, Natural, Meadow',
        {
          sizes: ['1kg', '2kg', '500g'],
          price: [250, 900],
          icon: 'bag',
        },
      ),
    ]),
  ],
};
