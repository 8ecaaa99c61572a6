/**
 * Which illustration of the Fluent Emoji Flat set (MIT, Microsoft; docs/api/pictures.md) shows a product or
 * a category: the food itself, found from the words of the product's kind ('Strawberry Yogurt' is a
 * strawberry on a yogurt pot, 'Pork & Apple Sausages' a sausage), else the words of its leaf category's
 * name, else of the leaf's first kinds. Rules are tried in order: the first whose words appear wins, so a
 * dish ('pie', 'sausage', 'soup') comes before what it is made of.
 */

/**
 * One rule: words (a regular expression over the folded text), the icon they mean, and whether the words
 * decide wherever they are ('Dog Biscuits' is dog food, not a biscuit).
 */
interface Rule {
  words: RegExp;
  icon: string;
  dominant: boolean;
}

/** Lower case without accents, so that 'Crème' and 'creme' are one word to the rules. */
export function foldWords(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The alternatives of a pattern at its top level ('a|b(?:c|d)' is 'a' and 'b(?:c|d)'). */
function alternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

/** A rule; its longer alternatives are tried first, so that 'peanut butter' is not read as 'peanut'. */
const rule = (words: string, icon: string, dominant?: 'dominant'): Rule => ({
  words: new RegExp(
    `\\b(?:${alternatives(foldWords(words))
      .sort((a, b) => b.length - a.length)
      .join('|')})`,
    'g',
  ),
  icon,
  dominant: dominant === 'dominant',
});

/**
 * Ordered from the most particular dish or product to the plainest ingredient. The icon names are the
 * set's; scripts/pictures-icons.mts copies exactly these into food-icons.json.
 */
const FOOD_RULES: readonly Rule[] = [
  // Not food, first: what these are made of is not what they look like.
  rule('cat litter|litter', 'cat-face', 'dominant'),
  rule('cat\\b|cats|kitten|cat milk', 'cat-face', 'dominant'),
  rule('dog\\b|dogs|puppy|rawhide|dental sticks', 'dog-face', 'dominant'),
  rule('bird\\b|nyjer|mealworm|fat balls|sunflower hearts', 'bird', 'dominant'),
  rule('rabbit|guinea pig|hamster|timothy hay', 'rabbit-face', 'dominant'),
  rule(
    'nappy cream|barrier cream|nappy|nappies|changing mat|baby wipes|water wipes|sensitive wipes|fragrance free wipes',
    'baby',
    'dominant',
  ),
  rule('infant milk|follow on milk|growing up milk|baby milk|hungry baby', 'baby-bottle', 'dominant'),
  rule('baby (?:bath|shampoo|lotion|oil|moisturiser)|top to toe|bedtime bath', 'baby-bottle'),
  rule('toothpaste|toothbrush|interdental|floss|mouthwash', 'toothbrush'),
  rule('plaster', 'adhesive-bandage'),
  rule('tablets?\\b|caplet|capsules?\\b|sachet|lozenge|multivitamin|vitamin|gummies|omega', 'pill'),
  rule('cough|linctus', 'test-tube', 'dominant'),
  rule('sun cream|sun spray|after sun|face sun', 'sun'),
  rule('razor|shaving|aftershave', 'razor'),
  rule('deodorant|anti-perspirant', 'lotion-bottle'),
  rule('shampoo|conditioner|hair|styling|detangling|heat protection', 'lotion-bottle'),
  rule(
    'moisturiser|night cream|body lotion|hand cream|body butter|face wash|micellar|toner|scrub|cleansing wipes',
    'lotion-bottle',
  ),
  rule('bath soak|bath salts|bubble bath|bath oil|shower gel|shower cream|shower oil|body wash', 'bathtub'),
  rule('hand wash|soap', 'soap'),
  rule('pads|tampon|panty liner', 'rose'),
  rule('toilet tissue|toilet roll|kitchen roll|kitchen towel', 'roll-of-paper'),
  rule('tissues', 'roll-of-paper'),
  rule('bin liner|bin bag|refuse sack|caddy liner', 'wastebasket'),
  rule('foil|cling film|parchment|greaseproof|beeswax wrap', 'roll-of-paper'),
  rule('freezer bags|food bags|sandwich bags|food containers', 'package'),
  rule('batteries', 'battery'),
  rule('bulb', 'light-bulb'),
  rule('candle|tealight|diffuser|air freshener|room spray', 'candle'),
  rule('microfibre|cloths|scourer sponges|rubber gloves|steel wool', 'sponge'),
  rule(
    'dishwasher|dishwasher salt|dishwasher tablets|dishwasher capsules|rinse aid|machine cleaner',
    'bubbles',
  ),
  rule('washing up', 'bubbles'),
  rule(
    'laundry|washing powder|bio capsules|colour capsules|fabric|scent booster|stain|wool & silk|sports wash',
    'bubbles',
  ),
  rule('bleach|disinfectant|limescale|mould|toilet cleaner|bathroom spray|shower cleaner', 'bubbles'),
  rule(
    'multi-surface spray|antibacterial spray|kitchen spray|cleaner|degreaser|wood polish|multi-purpose',
    'bubbles',
  ),
  rule('charcoal|disposable barbecue|firelighter|wood chips', 'fire'),
  // Flowers, plants and gifts.
  rule('roses\\b', 'rose'),
  rule('tulip|daffodil', 'tulip'),
  rule('sunflower bouquet', 'sunflower'),
  rule('orchid', 'hibiscus'),
  rule('bouquet|sweet peas|alstroemeria|chrysanthemum|peony|freesia', 'bouquet'),
  rule('peace lily|monstera|fiddle leaf|snake plant|calathea', 'potted-plant'),
  rule('hamper|gift|selection box|stocking|advent|tree decorations', 'wrapped-gift', 'dominant'),
  rule('pumpkin|squash selection|spooky|trick or treat|eyeball', 'jack-o-lantern'),
  rule('easter egg|mini eggs|easter nest', 'egg'),
  // Drinks.
  rule(
    'champagne|prosecco|sparkling (?:brut|rosé|wine)|cava|crémant|asti|cuvée|blanc de noirs',
    'bottle-with-popping-cork',
  ),
  rule('sparkling rosé|prosecco rosé|english sparkling rosé|rosé champagne', 'bottle-with-popping-cork'),
  rule('lager|pilsner|helles|ale\\b|bitter|porter|stout|ipa|sour$', 'beer-mug'),
  rule('gin\\b|vodka|liqueur|amaretto|limoncello|aperitivo', 'cocktail-glass'),
  rule('whisky|whiskey|bourbon|single malt|rum\\b|cognac|brandy|armagnac|calvados', 'tumbler-glass'),
  rule('cider|scrumpy', 'green-apple'),
  rule(
    'wine|bordeaux|rhône|beaujolais|pinot|merlot|châteauneuf|languedoc|chianti|montepulciano|primitivo|valpolicella|barbera|nero d|rioja|garnacha|tempranillo|ribera|monastrell|malbec|shiraz|cabernet|pinotage|zinfandel|carménère|pauillac|émilion|barolo|brunello|chambertin|amarone|chablis|sancerre|picpoul|muscadet|pouilly|riesling|soave|gavi|verdicchio|fiano|vermentino|sauvignon|chardonnay|albariño|chenin|viognier|grüner|rosé|rosado|blush',
    'wine-glass',
  ),
  rule('hot chocolate|drinking chocolate|malted|malt drink', 'hot-beverage'),
  rule(
    'coffee|coffee beans|blend beans|espresso|espresso capsules|lungo capsules|ristretto capsules|decaf capsules|latte pods|cafetière|breakfast blend|house blend',
    'hot-beverage',
  ),
  rule('(?<!rich )tea\\b|infusion|camomile|rooibos|matcha|sencha', 'teacup-without-handle', 'dominant'),
  rule('cola', 'cup-with-straw'),
  rule('tonic|ginger ale|ginger beer|soda water|lemonade', 'lemon'),
  rule('energy drink|sports drink|isotonic drink|electrolyte water', 'cup-with-straw'),
  rule('squash\\b|cordial|barley water|summer fruits', 'beverage-box'),
  rule('elderflower', 'white-flower'),
  rule('smoothie', 'tropical-drink'),
  rule('cucumber & mint water', 'cucumber'),
  rule('spring water|mineral water|still water|sparkling water|fruit water|lightly sparkling', 'droplet'),
  rule('juice cartons', 'beverage-box'),
  rule('ice cubes|crushed ice|ice bags', 'ice'),
  // Dishes, before what they are made of.
  rule('ice cream|cones|lollies|lolly|sorbet|ice cream bars|caramel sticks|almond sticks', 'soft-ice-cream'),
  rule('pizza', 'pizza'),
  rule('sandwich platter|finger sandwich|sandwich', 'sandwich'),
  rule('wrap platter|falafel wrap|caesar wrap', 'stuffed-flatbread'),
  rule('sushi', 'sushi'),
  rule('mince pies|pie\\b|pies|pasties|pork pie|quiche|tarts?\\b|tartlet|banoffee', 'pie'),
  rule('sausage rolls?|scotch egg|cheese & onion slice', 'pie'),
  rule('sausage|chipolata|pigs in blankets|cumberland|hot dog', 'hot-dog'),
  rule('burger|quarter pounder', 'hamburger'),
  rule('soup', 'pot-of-food'),
  rule(
    'lasagne|cannelloni|bolognese|spaghetti|linguine|tagliatelle|pappardelle|penne|fusilli|rigatoni|orzo|macaroni|pasta|tortelloni|ravioli|girasoli|gnocchi',
    'spaghetti',
  ),
  rule(
    'tikka|korma|rogan|masala|saag|biryani|curry|dahl|dhal|jalfrezi|balti|madras|butter chicken',
    'curry-rice',
  ),
  rule('noodle|chow mein|pad thai|udon|soba', 'steaming-bowl'),
  rule('fried rice|pilau|risotto|rice pudding|rice\\b', 'cooked-rice'),
  rule('stew|casserole|moussaka|beef chilli|hotpot|stuffing', 'shallow-pan-of-food'),
  rule('spring rolls?|dumpling|samosa|bhaji|arancini|goujon|nugget|kiev|southern fried|tempura', 'dumpling'),
  rule('satay|kebab|kofta|skewer', 'oden'),
  rule('fish fingers|battered|breaded haddock|scampi|fish cake', 'fried-shrimp'),
  rule('taco|fajita|burrito|enchilada|nachos|tortilla chips|refried', 'taco'),
  rule('salad|coleslaw|tabbouleh|rocket|lettuce|leaf|watercress|little gem|iceberg', 'green-salad'),
  rule('falafel', 'falafel'),
  rule('houmous|hummus|tzatziki|guacamole|baba ganoush|dip\\b|salsa|tahini', 'bowl-with-spoon'),
  rule('mousse|crème brûlée|posset|panna cotta|custard|semolina|trifle|eton mess|pavlova|pudding', 'custard'),
  rule('cheesecake|tiramisu|torte|roulade|profiterole|victoria sponge', 'shortcake'),
  rule(
    'birthday cake|layer cake|number cake|drip cake|wedding cake|photo cake|celebration cake|character|caterpillar|unicorn|dinosaur|football cake|princess|yule log',
    'birthday-cake',
  ),
  rule('cupcake|fairy cake|petits fours|nest cake', 'cupcake'),
  rule('doughnut|donut', 'doughnut'),
  rule(
    'cookie|biscuit|digestive|rich tea|ginger nuts?|chocolate bourbons|custard cream|shortbread|bourbon|chocolate fingers|oatcake|cracker|crispbread|lebkuchen',
    'cookie',
  ),
  rule(
    'croissant|pain au|pain aux|pain aux raisins|danish|turnover|cinnamon swirl|cinnamon bun|belgian bun|chelsea|iced bun',
    'croissant',
  ),
  rule('pancake|crêpe|pikelet|crumpet', 'pancakes'),
  rule('waffle', 'waffle'),
  rule('bagel', 'bagel'),
  rule('baguette|ficelle|garlic bread|garlic slices', 'baguette-bread'),
  rule('wraps|flatbread|khobez|pitta|pitta breads?|naan breads?|naan|tortilla|poppadom|popadom', 'flatbread'),
  rule('pretzel', 'pretzel'),
  rule(
    'cake|sponge|battenberg|brownie|flapjack|rocky road|millionaire|traybake|stollen|panettone|pandoro|teacake|hot cross|scone|muffin|fruit loaf|fruited bun',
    'shortcake',
  ),
  rule(
    'loaf|bread|bloomer|batch|sourdough|ciabatta|focaccia|campagne|rolls\\b|baps|buns\\b|petits pains|yorkshire pudding|toad in the hole',
    'bread',
  ),
  rule('puff pastry|shortcrust|filo', 'croissant'),
  rule('popcorn', 'popcorn'),
  rule(
    'crisps|tortilla chips|sweet potato chips|puffs|prawn crackers|rice cakes|corn cakes|lentil cakes|melty sticks|oaty fingers',
    'rice-cracker',
  ),
  rule('fries|chips\\b|wedges|hash brown|croquette', 'french-fries'),
  rule(
    'chocolate bar|chocolate chips|chocolate buttons|truffle|chocolate selection|pralines|chocolate coins|chocolate orange|reindeer|snowman chocolate|chocolate|cocoa',
    'chocolate-bar',
  ),
  rule(
    'gum|mints|fudge|jellies|jelly babies|wine gums|cola bottles|allsorts|sherbet|sweets|foam bananas|pick & mix|caramels|honeycomb|sprinkles|icing|glitter|marzipan',
    'candy',
  ),
  rule(
    'cereal bar|oat bars|fruit & nut bars|protein bars|granola bars|nut bars|fruit bars|breakfast biscuits',
    'chocolate-bar',
  ),
  rule(
    'cornflakes|flakes|fruit & fibre|malted wheats|hoops|loops|rice pops|cereal|granola|muesli|clusters',
    'bowl-with-spoon',
  ),
  rule('porridge|porridge sachets|oats|oat bran', 'sheaf-of-rice'),
  rule(
    'flour|bread mix|cake mix|cookie mix|pancake mix|brownie mix|yeast|baking powder|bicarbonate',
    'sheaf-of-rice',
  ),
  rule('sugar|sweetener|golden syrup|demerara', 'candy'),
  rule('honey', 'honey-pot'),
  rule('jam|marmalade|curd|chocolate spread|hazelnut spread|biscuit spread', 'jar'),
  rule('peanut|peanut butter|nut butter|almond butter|cashew butter', 'peanuts'),
  rule('yeast extract|beef spread|fish paste|sandwich spread', 'jar'),
  // Dairy and eggs.
  rule('egg\\b|eggs', 'egg'),
  rule('butter\\b|spread|baking block', 'butter'),
  rule('milk|drink\\b|kefir', 'glass-of-milk'),
  rule('yogurt|yoghurt|skyr|fromage frais', 'bowl-with-spoon'),
  rule('cream\\b|crème fraîche', 'glass-of-milk'),
  rule(
    'cheese|reggiano shavings|cheddar|brie|camembert|gruyère|manchego|comté|emmental|gouda|ricotta|mascarpone|burrata|stilton|gorgonzola|roquefort|danish blue|shropshire|mozzarella|parmigiano|halloumi|wensleydale|leicester|gloucester|lancashire|yarg|ploughman',
    'cheese-wedge',
  ),
  rule('tofu|tempeh', 'oden'),
  // Meat and fish.
  rule('prawn|langoustine|king prawns|seafood', 'shrimp'),
  rule('crab', 'crab'),
  rule('lobster', 'lobster'),
  rule('oyster sauce', 'jar'),
  rule('oyster|mussel|scallop', 'oyster'),
  rule('squid', 'squid'),
  rule(
    'salmon|cod|sea bass|haddock|tuna|hake|mackerel|trout|kipper|bream|sole|monkfish|plaice|turbot|sardine|anchov|fish\\b',
    'fish',
  ),
  rule('bacon|lardons|pancetta', 'bacon'),
  rule('chicken|turkey|duck|goose|pheasant|three bird|poultry', 'poultry-leg'),
  rule(
    'ham\\b|gammon|salami|prosciutto|chorizo|bresaola|pastrami|coppa|mortadella|corned beef|serrano|charcuterie|roast meats|antipasti platter',
    'bacon',
  ),
  rule(
    'ribs|rack of|leg of|joint|shoulder|wellington|porchetta|beef fillet|rib roast|topside',
    'meat-on-bone',
  ),
  rule(
    'beef|steak|mince|lamb|pork|venison|brisket|cutlet|chop|belly|meatball|pâté|parfait|carpaccio|meat free|jackfruit|soya mince|nut roast|nut cutlet',
    'cut-of-meat',
  ),
  // Fruit and vegetables.
  rule('granny smith apples?|green apples?|apple slices|sparkling apple', 'green-apple'),
  rule('apple', 'red-apple'),
  rule('plantain|banana', 'banana'),
  rule('orange|easy peeler|mandarin|clementine|satsuma|tangerine|grapefruit', 'tangerine'),
  rule('lemon', 'lemon'),
  rule('lime', 'lime'),
  rule('strawberr(?:y|ies)', 'strawberry'),
  rule('[a-z]*berr(?:y|ies)|blackcurrant', 'blueberries'),
  rule('cherr', 'cherries'),
  rule('grape|sultana|raisin', 'grapes'),
  rule('pear\\b|pears', 'pear'),
  rule('peach|nectarine|apricot|plum\\b|plums|prune', 'peach'),
  rule('mango|passion fruit|papaya|tropical', 'mango'),
  rule('pineapple', 'pineapple'),
  rule('kiwi', 'kiwi-fruit'),
  rule('watermelon', 'watermelon'),
  rule('melon', 'melon'),
  rule(
    'pomegranate|fruit salad|smoothie mix|fruit cocktail|dates|fig|dried fruit|smoothie mix|mixed berries',
    'grapes',
  ),
  rule('coconut', 'coconut'),
  rule('avocado', 'avocado'),
  rule('sweet potato', 'roasted-sweet-potato'),
  rule('potato|mash|dauphinoise|jersey royal|maris piper|king edward|charlotte', 'potato'),
  rule('carrot|parsnip|swede|beetroot|celeriac', 'carrot'),
  rule('garlic', 'garlic'),
  rule('onion|shallot|leek', 'onion'),
  rule('broccoli|cauliflower|romanesco|florets', 'broccoli'),
  rule('chilli|jalapeño|scotch bonnet|harissa|hot sauce|chipotle|sriracha', 'hot-pepper'),
  rule('pepper\\b|peppers', 'bell-pepper'),
  rule('tomato|passata|ketchup|arrabbiata|puttanesca', 'tomato'),
  rule('mushroom|shiitake|portobello', 'mushroom'),
  rule('sweetcorn|corn\\b', 'ear-of-corn'),
  rule('peas\\b|petits pois|mangetout|sugar snap|edamame|pea\\b', 'pea-pod'),
  rule('beans|chickpea|lentil|split peas|black eyed', 'beans'),
  rule(
    'cabbage|spinach|kale|sprouts|greens|pak choi|stir fry|vegetable|medley|spiralised|celery|asparagus|fennel',
    'leafy-green',
  ),
  rule('cucumber|gherkin|courgette', 'cucumber'),
  rule('aubergine', 'eggplant'),
  rule('butternut squash', 'roasted-sweet-potato'),
  rule('olive', 'olive'),
  rule('artichoke|antipasti', 'olive'),
  rule(
    'basil|coriander|parsley|mint\\b|chives|rosemary|thyme|dill|oregano|bay leaves|herbs|za.atar|dukkah|micro herbs',
    'herb',
  ),
  rule('ginger|turmeric|cumin|paprika|cinnamon|nutmeg|garam|five spice|spice', 'ginger-root'),
  rule('salt\\b|sea salt|salt flakes|peppercorns|white pepper', 'salt'),
  rule('radish', 'carrot'),
  rule('nuts|almond|cashew|pistachio|walnut|brazil|macadamia', 'chestnut'),
  rule('chestnut', 'chestnut'),
  rule('quinoa|couscous|bulgur|barley|freekeh|grains', 'sheaf-of-rice'),
  // Sauces and condiments last: their flavour above wins when they name one.
  rule('mayo', 'jar'),
  rule(
    'mustard|chutney|pickle|piccalilli|relish|sauce|paste|pesto|gravy|stock|bouillon|dressing|vinegar|molasses|soy|miso|nori|panko|water chestnuts|preserved',
    'jar',
  ),
  rule('oil\\b', 'olive'),
];

/** Every icon a rule can give, plus the fallback: what scripts/pictures-icons.mts copies from the set. */
export const FALLBACK_ICON = 'package';

export const FOOD_ICON_NAMES: readonly string[] = [
  ...new Set([...FOOD_RULES.map((rule) => rule.icon), FALLBACK_ICON]),
].sort();

/**
 * Icons that hold a flavour ('Strawberry Yogurt', 'Apple Juice', 'Mango Chutney'): when the kind names a
 * food before them, that food is drawn instead.
 */
const CARRIERS = new Set([
  'bowl-with-spoon',
  'jar',
  'beverage-box',
  'pot-of-food',
  'soft-ice-cream',
  'glass-of-milk',
  'tropical-drink',
]);

interface Match {
  icon: string;
  start: number;
  end: number;
  dominant: boolean;
}

function matches(text: string): Match[] {
  const found: Match[] = [];
  for (const { words, icon, dominant } of FOOD_RULES) {
    words.lastIndex = 0;
    for (let match = words.exec(text); match; match = words.exec(text)) {
      found.push({ icon, start: match.index, end: match.index + match[0].length, dominant });
      if (match[0].length === 0) words.lastIndex++;
    }
  }
  return found;
}

/** The last match first (English names end in what the thing is), the longer of two ending together. */
const later = (a: Match, b: Match) => b.end - a.end || b.end - b.start - (a.end - a.start);

/**
 * The icon for a product's kind or a category's name, or undefined when no rule knows its words: a
 * dominant rule's match anywhere, else the last match, else (for a carrier such as yogurt) a food named
 * before it.
 */
export function iconForWords(text: string): string | undefined {
  const found = matches(foldWords(text));
  const dominant = found.filter((match) => match.dominant).sort(later)[0];
  if (dominant) return dominant.icon;
  const [last] = found.sort(later);
  if (!last) return undefined;
  if (CARRIERS.has(last.icon)) {
    const flavour = found
      .filter((match) => match.end <= last.start && !CARRIERS.has(match.icon))
      .sort((a, b) => a.start - b.start)[0];
    if (flavour) return flavour.icon;
  }
  return last.icon;
}

/** What a leaf category is known by for pictures: its name and its product kinds. */
export interface LeafWords {
  name: string;
  items: readonly string[];
}

/**
 * A leaf category's icon: the one most of its kinds have (the first of equals), else its name's ('Cheddar'),
 * else the fallback.
 */
export function leafIcon(leaf: LeafWords): string {
  const counts = new Map<string, number>();
  for (const item of leaf.items) {
    const icon = iconForWords(item);
    if (icon !== undefined) counts.set(icon, (counts.get(icon) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [icon, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = icon;
  return best ?? iconForWords(leaf.name) ?? FALLBACK_ICON;
}

/** A product's icon: from the product's own kind, else its leaf category's. */
export function productIcon(kind: string, leaf: LeafWords | undefined): string {
  return iconForWords(kind) ?? (leaf ? leafIcon(leaf) : FALLBACK_ICON);
}
