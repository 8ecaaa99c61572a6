/**
 * Pack sizes as written in the vocabulary ('4 pints', '6x330ml', '75cl', '30 washes', 'loose') and what
 * they mean for selling: the unit of measure (doc 3 §5), how much is in the pack, and how many containers.
 */
export type SaleUnit = 'C62' | 'KGM' | 'GRM' | 'LBR';
export type Measure = 'kg' | 'litre' | 'count';

export interface PackSize {
  /** What the shopper reads as the size. */
  display: string;
  uom: SaleUnit;
  /** Trolley quantity that `pricePence` buys: 1 item, 1 kg, 100 g or 1 lb. */
  priceQuantity: number;
  defaultQuantity: number;
  measure: Measure;
  /** Kilograms, litres or items in one priced quantity (for weighed items: in 1 kg, 100 g or 1 lb). */
  amount: number;
  /** Separate containers in the pack (cans in a multipack), for deposits and alcohol units. */
  containers: number;
  /** What a counted pack is counted in ('roll', 'wash', 'each'). */
  countUnit?: string;
  /** Sold over a fresh counter, so never substituted (doc 2 §5). */
  counter: boolean;
}

const POUND_KG = 0.45359237;
const PINT_LITRES = 0.568;

const WEIGHED: Record<string, Omit<PackSize, 'measure' | 'containers'>> = {
  loose: { display: 'per kg', uom: 'KGM', priceQuantity: 1, defaultQuantity: 0.5, amount: 1, counter: false },
  'counter-kg': {
    display: 'per kg',
    uom: 'KGM',
    priceQuantity: 1,
    defaultQuantity: 0.5,
    amount: 1,
    counter: true,
  },
  'counter-g': {
    display: 'per 100g',
    uom: 'GRM',
    priceQuantity: 100,
    defaultQuantity: 100,
    amount: 0.1,
    counter: true,
  },
  'counter-lb': {
    display: 'per lb',
    uom: 'LBR',
    priceQuantity: 1,
    defaultQuantity: 1,
    amount: POUND_KG,
    counter: true,
  },
  lb: {
    display: 'per lb',
    uom: 'LBR',
    priceQuantity: 1,
    defaultQuantity: 1,
    amount: POUND_KG,
    counter: false,
  },
};

const METRIC: Record<string, { measure: Measure; factor: number }> = {
  g: { measure: 'kg', factor: 0.001 },
  kg: { measure: 'kg', factor: 1 },
  ml: { measure: 'litre', factor: 0.001 },
  cl: { measure: 'litre', factor: 0.01 },
  l: { measure: 'litre', factor: 1 },
};

const IRREGULAR_SINGULARS: Record<string, string> = {
  nappies: 'nappy',
  washes: 'wash',
  pouches: 'pouch',
  boxes: 'box',
  'tea bags': 'tea bag',
};

function singular(word: string): string {
  return IRREGULAR_SINGULARS[word] ?? (word.endsWith('s') ? word.slice(0, -1) : word);
}

function items(display: string, count: number, countUnit: string): PackSize {
  return {
    display,
    uom: 'C62',
    priceQuantity: 1,
    defaultQuantity: 1,
    measure: 'count',
    amount: count,
    containers: count,
    countUnit,
    counter: false,
  };
}

export function parseSize(text: string): PackSize {
  const weighed = WEIGHED[text];
  if (weighed) return { ...weighed, measure: 'kg', containers: 1 };

  const metric = /^(?:(\d+)x)?(\d+(?:\.\d+)?)(g|kg|ml|cl|l|L)$/.exec(text);
  if (metric) {
    const [, countText, amountText, unitText] = metric;
    const unit = METRIC[(unitText ?? '').toLowerCase()];
    if (!unit) throw new Error(`unknown unit in size "${text}"`);
    const containers = countText ? Number(countText) : 1;
    return {
      display: text,
      uom: 'C62',
      priceQuantity: 1,
      defaultQuantity: 1,
      measure: unit.measure,
      amount: containers * Number(amountText) * unit.factor,
      containers,
      counter: false,
    };
  }

  const pints = /^(\d+) pints?$/.exec(text);
  if (pints) {
    const size = Number(pints[1]) * PINT_LITRES;
    return {
      display: text,
      uom: 'C62',
      priceQuantity: 1,
      defaultQuantity: 1,
      measure: 'litre',
      amount: size,
      containers: 1,
      counter: false,
    };
  }

  if (text === 'each') return items('each', 1, 'each');
  const pack = /^(?:pack of (\d+)|(\d+) pack)$/.exec(text);
  if (pack) return items(text, Number(pack[1] ?? pack[2]), 'each');
  const counted = /^(\d+) ([a-z ]+)$/.exec(text);
  if (counted) return items(text, Number(counted[1]), singular(counted[2] ?? 'each'));

  throw new Error(`cannot read the size "${text}"`);
}

/** Litres in one container, for alcohol units and deposits. */
export function litresPerContainer(size: PackSize): number {
  return size.measure === 'litre' ? size.amount / size.containers : 0;
}
