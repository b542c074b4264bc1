/** The demo catalogue: brands, categories and products a newcomer's shop starts with. */
import type { ShipmentPackage } from '@nidra/shared/contracts';
import { findSize, SIZE_LABELS, sizedPricePaise, type SizeOption } from '@nidra/shared/util';

export interface DemoBrand {
  name: string;
  description: string;
  colour: string;
}

/** One way a demo product is sold: a size label (null: unsized), a thickness, its price and its stock. */
export interface DemoVariant {
  size: string | null;
  thickness: number | null;
  price: number;
  quantity: number;
  /** One unit packed for the courier, so a booking starts prefilled. */
  package: ShipmentPackage;
}

export interface DemoProduct {
  sku: string;
  name: string;
  description: string;
  /** Base price: the size rule's starting point, and the thinnest thickness's. */
  price: number;
  brand: string;
  categories: string[];
  taxable: boolean;
  /** How GST sees it: its HSN code, its rate (and a higher one above a unit price, for made-up textiles) and its unit. */
  tax: DemoTax;
  /** Layer colours of the generated picture, top to bottom. */
  layers: string[];
  /** Drawn as a pillow rather than a mattress. */
  pillow: boolean;
  /** Every variant, each with its own stock. */
  variants: DemoVariant[];
}

export interface DemoTax {
  hsn: string;
  gstRate: number;
  /** A higher rate for units priced above this many rupees before tax. */
  above?: { price: number; rate: number };
  uqc: string;
}

/** Mattresses and pillows (HSN 9404): 18 %. */
const BEDDING_ARTICLES: DemoTax = { hsn: '9404', gstRate: 18, uqc: 'NOS' };
/** Made-up textiles (bed linen 6302, other furnishings 6304): 5 % up to ₹2,500 a piece, 18 % above. */
const textiles = (hsn: string, uqc: string): DemoTax => ({ hsn, gstRate: 5, above: { price: 2500, rate: 18 }, uqc });
const BEDDING_TAX: Record<string, DemoTax> = {
  'BED-SHT': textiles('6302', 'SET'),
  'BED-DVT': textiles('6304', 'PCS'),
  // A cotton quilt (9404 40) is taxed as made-up textiles are: its king size, over ₹2,500, at 18 %.
  'BED-CMF': { hsn: '94044010', gstRate: 5, above: { price: 2500, rate: 18 }, uqc: 'PCS' },
  'PRO-WTR': textiles('6304', 'PCS'),
  'PRO-QLT': textiles('6304', 'PCS'),
};

export const DEMO_BRANDS: DemoBrand[] = [
  { name: 'Nidra Originals', description: 'The house range: honest mattresses designed in Bengaluru.', colour: '#1f2a44' },
  { name: 'Shayan', description: 'Orthopaedic support engineered with doctors in Pune.', colour: '#2f5d8a' },
  { name: 'Kumbha Coir', description: 'Natural coconut coir from Kerala, firm and breathable.', colour: '#8a5a2f' },
  { name: 'Leela Latex', description: 'Organic latex from Kanyakumari rubber estates.', colour: '#4f7a4a' },
  { name: 'Chandra Foam', description: 'Memory foam that remembers your shape, not the heat.', colour: '#6a4c93' },
  { name: 'Aram Living', description: 'Pillows, sheets and protectors for every bed.', colour: '#b97b2e' },
];

export const DEMO_CATEGORIES = [
  { name: 'Orthopaedic Mattresses', description: 'Firm, even support for backs that need it.' },
  { name: 'Memory Foam Mattresses', description: 'Pressure relief that moulds to you.' },
  { name: 'Latex Mattresses', description: 'Springy, cool and naturally resilient.' },
  { name: 'Coir Mattresses', description: 'Firm natural fibre, made for Indian summers.' },
  { name: 'Spring Mattresses', description: 'Pocket springs for bounce and edge support.' },
  { name: 'Pillows', description: 'Soft, firm and contoured pillows.' },
  { name: 'Bedding', description: 'Sheets and covers in breathable cotton.' },
  { name: 'Protectors', description: 'Keep your mattress fresh and dry.' },
];

/** Base prices of the thickness table: ₹810 is 6", … ₹3,380 is 24". */
const THICKNESS_PRICES: Array<[number, number]> = [
  [6, 810],
  [8, 1050],
  [10, 1350],
  [12, 1600],
  [14, 1899],
  [16, 2190],
  [18, 2499],
  [20, 2799],
  [22, 3099],
  [24, 3380],
];

const MATTRESS_RANGES = [
  {
    code: 'ORTHO',
    name: 'Ortho Rest',
    brand: 'Shayan',
    category: 'Orthopaedic Mattresses',
    about: 'Seven-zone rebonded core with a quilted cotton top for even spinal support.',
    layers: ['#f4efe6', '#d9e2ec', '#9fb3c8', '#2f5d8a'],
    inches: [6, 8, 10, 12, 14, 16, 18],
  },
  {
    code: 'MEMO',
    name: 'Chandra Memory',
    brand: 'Chandra Foam',
    category: 'Memory Foam Mattresses',
    about: 'Gel-infused memory foam over a high-resilience base that sleeps cool.',
    layers: ['#f6f1fb', '#d7c8ec', '#a98bd1', '#6a4c93'],
    inches: [8, 10, 12, 14, 16, 18, 20, 22],
  },
  {
    code: 'LATEX',
    name: 'Leela Natural Latex',
    brand: 'Leela Latex',
    category: 'Latex Mattresses',
    about: 'Pin-core natural latex in an organic cotton cover; springy and hypoallergenic.',
    layers: ['#f3f7ee', '#d6e5cc', '#9cbf8f', '#4f7a4a'],
    inches: [10, 12, 14, 16, 18, 20, 22, 24],
  },
  {
    code: 'COIR',
    name: 'Kumbha Coir',
    brand: 'Kumbha Coir',
    category: 'Coir Mattresses',
    about: 'Rubberised coconut coir with a foam comfort layer; firm and airy.',
    layers: ['#f7f0e6', '#e6cfae', '#c39a6b', '#8a5a2f'],
    inches: [6, 8, 10, 12, 14],
  },
  {
    code: 'POCKET',
    name: 'Nidra Pocket Spring',
    brand: 'Nidra Originals',
    category: 'Spring Mattresses',
    about: 'Individually wrapped springs, flippable with a firm side and a plush side.',
    layers: ['#fbf7f0', '#e0e4ee', '#8f9bb8', '#1f2a44'],
    inches: [12, 14, 16, 18, 20, 22, 24],
  },
  {
    code: 'HYBRID',
    name: 'Nidra Hybrid',
    brand: 'Nidra Originals',
    category: 'Spring Mattresses',
    about: 'Pocket springs under a memory foam top: bounce with pressure relief.',
    layers: ['#fdf8f0', '#e8e2d6', '#a7a1c2', '#1f2a44'],
    inches: [10, 12, 14, 16],
  },
  {
    code: 'FIRM',
    name: 'Shayan Ortho Firm',
    brand: 'Shayan',
    category: 'Orthopaedic Mattresses',
    about: 'Extra-firm bonded foam for backs that want no give.',
    layers: ['#eef2f7', '#c9d6e3', '#7f9bb8', '#2f5d8a'],
    inches: [6, 8, 10],
  },
  {
    code: 'COOLGEL',
    name: 'Chandra Cool Gel',
    brand: 'Chandra Foam',
    category: 'Memory Foam Mattresses',
    about: 'Cooling gel memory foam in a breathable knitted cover.',
    layers: ['#f1f6fb', '#cfe0ef', '#94b4d6', '#6a4c93'],
    inches: [8, 10, 12],
  },
];

/**
 * Stock that looks like a real shop's: most sizes in stock, some running low, a few sold out, the
 * common sizes (Queen 5x6.5, King 6x6) deepest. Deterministic, so every new shop starts the same.
 */
function stockOf(size: string, inches: number, seed: number): number {
  const common = size === '5x6.5' || size === '6x6' || size === '6x3';
  const spread = (SIZE_LABELS.indexOf(size) * 7 + inches * 5 + seed * 3) % 29;
  if (spread === 0 || spread === 13) return 0;
  return common ? 8 + spread : spread;
}

/** Centimetres in hundredths of a foot (the size table's unit), rounded up. */
const cmOf = (hundredthsOfAFoot: number) => Math.ceil(hundredthsOfAFoot * 0.3048);

/**
 * A mattress packed flat in its size: about 1.1 kg a square metre an inch of foam, plus 1 kg of wrapping;
 * 3 cm of wrapping on its height.
 */
function mattressPackage(size: string, inches: number): ShipmentPackage {
  const { length, width } = findSize(size) as SizeOption;
  const squareMetres = (length * 0.3048 * width * 0.3048) / 10_000;
  return {
    weightKg: Math.round((squareMetres * inches * 1.1 + 1) * 10) / 10,
    lengthCm: cmOf(Math.max(length, width)),
    breadthCm: cmOf(Math.min(length, width)),
    heightCm: Math.ceil(inches * 2.54) + 3,
  };
}

/** A family of mattresses: one product, every size in each of its thicknesses, priced by its thickness. */
const mattresses: DemoProduct[] = MATTRESS_RANGES.map((range, seed) => {
  const base = (inches: number) => THICKNESS_PRICES.find(([size]) => size === inches)?.[1] as number;
  return {
    sku: range.code,
    name: `${range.name} Mattress`,
    description: `${range.about} ${range.inches[0]} to ${range.inches.at(-1)} inches thick.`,
    price: base(range.inches[0]),
    brand: range.brand,
    categories: [range.category],
    taxable: true,
    tax: BEDDING_ARTICLES,
    layers: range.layers,
    pillow: false,
    variants: range.inches.flatMap((inches) =>
      SIZE_LABELS.map((size) => ({
        size,
        thickness: inches,
        price: sizedPricePaise(base(inches) * 100, findSize(size) as SizeOption) / 100,
        quantity: stockOf(size, inches, seed),
        package: mattressPackage(size, inches),
      })),
    ),
  };
});

/** Bedding sold by bed size, each size priced by hand as a shop prices sheets and protectors. */
const BY_BED: Array<[sku: string, name: string, description: string, category: string, prices: Array<[size: string, price: number]>]> = [
  ['BED-SHT', 'Percale Cotton Bedsheet Set', '300 thread-count cotton sheet with two pillow covers.', 'Bedding', [['6x3', 999], ['4x6.5', 1199], ['5x6.5', 1299], ['6x6', 1499]]],
  ['BED-DVT', 'Summer Cotton Dohar', 'Three-layer mulmul dohar, light enough for AC nights.', 'Bedding', [['6x3', 1299], ['4x6.5', 1499], ['6x6', 1799]]],
  ['BED-CMF', 'All-Season Cotton Comforter', 'Cotton-filled comforter in a percale shell.', 'Bedding', [['6x3', 1799], ['4x6.5', 2199], ['6x6', 2599]]],
  ['PRO-WTR', 'Waterproof Mattress Protector', 'Breathable waterproof layer with elastic corners.', 'Protectors', [['6x3', 799], ['4x6.5', 999], ['5x6.5', 1099], ['6x6', 1299]]],
  ['PRO-QLT', 'Quilted Mattress Protector', 'Padded cotton protector that adds a little softness.', 'Protectors', [['6x3', 1199], ['4x6.5', 1399], ['5x6.5', 1499], ['6x6', 1699]]],
];

/** Bedding folded and boxed, as its single size packs; a wider bed's weighs more in the same box. */
const BEDDING_PACKAGES: Record<string, ShipmentPackage> = {
  'BED-SHT': { weightKg: 0.9, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  'BED-DVT': { weightKg: 1.1, lengthCm: 40, breadthCm: 30, heightCm: 8 },
  'BED-CMF': { weightKg: 2.2, lengthCm: 55, breadthCm: 45, heightCm: 25 },
  'PRO-WTR': { weightKg: 0.8, lengthCm: 35, breadthCm: 28, heightCm: 8 },
  'PRO-QLT': { weightKg: 1.3, lengthCm: 40, breadthCm: 32, heightCm: 12 },
};

function beddingPackage(sku: string, size: string): ShipmentPackage {
  const single = BEDDING_PACKAGES[sku];
  const { length, width } = findSize(size) as SizeOption;
  const wider = Math.max(Math.min(length, width) - 300, 0) / 600;
  return { ...single, weightKg: Math.round(single.weightKg * (1 + wider) * 10) / 10 };
}

/** A pillow in its carton. */
const PILLOW_PACKAGE: ShipmentPackage = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };

const BEDDING_LAYERS = ['#fbf3e6', '#f0d7ad', '#e0a458', '#b97b2e'];

const bedding: DemoProduct[] = BY_BED.map(([sku, name, description, category, prices], seed) => ({
  sku,
  name,
  description,
  price: prices[0][1],
  brand: 'Aram Living',
  categories: [category],
  taxable: true,
  tax: BEDDING_TAX[sku],
  layers: BEDDING_LAYERS,
  pillow: false,
  variants: prices.map(([size, price]) => ({
    size,
    thickness: null,
    price,
    quantity: stockOf(size, 0, seed + 3) + 20,
    package: beddingPackage(sku, size),
  })),
}));

/** Pillows: one piece each, no size. */
const pillows: DemoProduct[] = [
  ['PIL-MEM', 'Contour Memory Foam Pillow', 'Ergonomic contour that cradles the neck; washable bamboo cover.', 899, 60],
  ['PIL-LTX', 'Natural Latex Pillow', 'Pin-core latex that keeps its shape and stays cool.', 1199, 4],
  ['PIL-FIB', 'Soft Microfibre Pillow', 'Hotel-soft hollow fibre fill in a cotton percale case.', 499, 120],
  ['PIL-KID', 'Kids Cloud Pillow', 'Low-loft pillow sized for children aged 3 and up.', 399, 0],
].map(([sku, name, description, price, quantity]) => ({
  sku: sku as string,
  name: name as string,
  description: description as string,
  price: price as number,
  brand: 'Aram Living',
  categories: ['Pillows'],
  taxable: true,
  tax: BEDDING_ARTICLES,
  layers: BEDDING_LAYERS,
  pillow: true,
  variants: [{ size: null, thickness: null, price: price as number, quantity: quantity as number, package: PILLOW_PACKAGE }],
}));

export const DEMO_PRODUCTS: DemoProduct[] = [...mattresses, ...bedding, ...pillows];
