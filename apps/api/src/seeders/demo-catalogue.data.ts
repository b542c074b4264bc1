/** The demo catalogue: brands, categories and products a newcomer's shop starts with. */
export interface DemoBrand {
  name: string;
  description: string;
  colour: string;
}

export interface DemoProduct {
  sku: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  brand: string;
  categories: string[];
  taxable: boolean;
  /** Layer colours of the generated picture, top to bottom. */
  layers: string[];
}

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
];

const mattresses: DemoProduct[] = MATTRESS_RANGES.flatMap((range) =>
  range.inches.map((inches) => {
    const price = THICKNESS_PRICES.find(([size]) => size === inches)?.[1] as number;
    return {
      sku: `${range.code}-${String(inches).padStart(2, '0')}`,
      name: `${range.name} ${inches} inch Mattress`,
      description: `${range.about} ${inches} inches thick.`,
      price,
      // A couple sell out, so the shop shows both badges.
      quantity: inches === 24 ? 0 : 12 + ((inches * 7) % 60),
      brand: range.brand,
      categories: [range.category],
      taxable: true,
      layers: range.layers,
    };
  }),
);

const extras: DemoProduct[] = [
  ['PIL-MEM', 'Contour Memory Foam Pillow', 'Ergonomic contour that cradles the neck; washable bamboo cover.', 899, 'Pillows'],
  ['PIL-LTX', 'Natural Latex Pillow', 'Pin-core latex that keeps its shape and stays cool.', 1199, 'Pillows'],
  ['PIL-FIB', 'Soft Microfibre Pillow', 'Hotel-soft hollow fibre fill in a cotton percale case.', 499, 'Pillows'],
  ['PIL-KID', 'Kids Cloud Pillow', 'Low-loft pillow sized for children aged 3 and up.', 399, 'Pillows'],
  ['BED-SHT', 'Percale Cotton Bedsheet Set', '300 thread-count cotton sheet with two pillow covers.', 1299, 'Bedding'],
  ['BED-DVT', 'Summer Cotton Dohar', 'Three-layer mulmul dohar, light enough for AC nights.', 1499, 'Bedding'],
  ['BED-CMF', 'All-Season Comforter', 'Microfibre-filled comforter with a cotton shell.', 2199, 'Bedding'],
  ['PRO-WTR', 'Waterproof Mattress Protector', 'Breathable waterproof layer with elastic corners.', 999, 'Protectors'],
  ['PRO-QLT', 'Quilted Mattress Protector', 'Padded cotton protector that adds a little softness.', 1399, 'Protectors'],
].map(([sku, name, description, price, category]) => ({
  sku: sku as string,
  name: name as string,
  description: description as string,
  price: price as number,
  quantity: 80,
  brand: 'Aram Living',
  categories: [category as string],
  taxable: true,
  layers: ['#fbf3e6', '#f0d7ad', '#e0a458', '#b97b2e'],
}));

export const DEMO_PRODUCTS: DemoProduct[] = [...mattresses, ...extras];
