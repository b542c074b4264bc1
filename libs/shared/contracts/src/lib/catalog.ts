import type { ProductVariantDto } from './variants';

/** A brand as the API sends it. `merchant` names the merchant record that sells under it, if any. */
export interface BrandDto {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  merchant: string | null;
  created: string;
}

export interface BrandFields {
  /** @example "SleepWell" */
  name: string;
  /** @example "Orthopaedic mattresses made in Pune." */
  description: string;
  isActive?: boolean;
}

/** `PUT /api/brand/{id}`. */
export interface UpdateBrandRequest {
  brand: BrandFields;
}

/** The `{ isActive }` inside the body of every `PUT …/{id}/active` of the catalogue. */
export interface ActiveField {
  isActive: boolean;
}

export interface BrandActiveRequest {
  brand: ActiveField;
}

export interface BrandOption {
  _id: string;
  name: string;
}

export interface BrandListResponse {
  brands: BrandDto[];
}

export interface BrandResponse {
  brand: BrandDto;
}

/** The brands a product form offers. */
export interface BrandOptionsResponse {
  brands: BrandOption[];
}

/** A brand added, changed or deleted, with the words to show. */
export interface BrandChangedResponse {
  success: true;
  message: string;
  brand: BrandDto;
}

export const DESCRIPTION_MAX_LENGTH = 200;

export const CatalogMessage = {
  nameRequired: 'Name is required.',
  descriptionRequired: 'Description is required.',
  descriptionMax: 'Description may not be greater than 200 characters.',
  brandAdded: 'Brand has been added successfully!',
  brandUpdated: 'Brand has been updated successfully!',
  brandDeleted: 'Brand has been deleted successfully!',
  brandNotFound: 'no brand found.',
  brandsEmpty: 'no brands found.',
  brandNameTaken: 'A brand with that name already exists.',
  brandEnableAdminOnly: 'Only an administrator can enable a brand.',
  brandAwaitingEnable: 'Your brand goes live when an administrator enables it, once your Business Details are complete.',
  /** The tooltip beside the active toggle of a category or brand. */
  disableWarning: (name: string) => `Disabling ${name} will also disable all ${name} products.`,
} as const;

export interface ProductBrandDto {
  _id: string;
  name: string;
  slug: string;
  isActive: boolean;
  merchant: string | null;
}

/** A product as the API sends it; `price` is the base price in rupees. */
export interface ProductDto {
  _id: string;
  sku: string;
  name: string;
  slug: string;
  description: string;
  quantity: number;
  price: number;
  taxable: boolean;
  isActive: boolean;
  brand: ProductBrandDto | null;
  imageUrls: string[];
  imageUrl: string | null;
  averageRating: number;
  isLiked?: boolean;
  created: string;
  /** The HSN code printed on the tax invoice. */
  hsn: string;
  /** The product's own GST rate in percent; null: the shop's rate. A product that is not taxable is at 0. */
  gstRate: number | null;
  /** A rate for units priced above `unitPrice` rupees before tax (bedsheets: 18 % above ₹2,500 a piece); null: none. */
  gstRateAbove: GstRateAbove | null;
  /** The unit quantity code on tax invoices and GST returns. */
  uqc: string;
  /** The base price with the GST it sells at. */
  priceWithTax: number;
  /** The cheapest active variant's unit price, before tax and with it: what a card shows as "from ₹X". */
  fromPrice: number;
  fromPriceWithTax: number;
  /** On a product's own reads: whether each variant keeps its own stock (else they share `quantity`). */
  stockBySize?: boolean;
  /** On a product's own reads: its variants (public reads: the active ones), smallest size first. */
  variants?: ProductVariantDto[];
}

export interface ProductResponse {
  product: ProductDto;
}

/** The products a caller manages: all for administrators, its brand's for a merchant. */
export interface ManagedProductsResponse {
  products: ProductDto[];
}

/** A product added, changed, given an image or deleted, with the words to show. */
export interface ProductChangedResponse {
  success: true;
  message: string;
  product: ProductDto;
}

/** Product names for the category form. */
export interface ProductOptionsResponse {
  products: Array<{ _id: string; name: string }>;
}

/** `PUT /api/product/{id}`. */
export interface UpdateProductRequest {
  product: ProductFields;
}

export interface ProductActiveRequest {
  product: ActiveField;
}

export interface ProductFields {
  /** @example "Ortho Plus Mattress" */
  name: string;
  description: string;
  /** Units in stock. */
  quantity: number;
  /** Base price in rupees. */
  price: number;
  taxable: boolean;
  /** Administrators choose (an id; null or "" for none); a merchant's product is always of its own brand. */
  brand?: string | null;
  /** Administrators only: the HSN code on the tax invoice, 4 to 8 digits (default 9404). */
  hsn?: string;
  /** Administrators only: the product's own GST rate in percent; null or "" for the shop's rate. */
  gstRate?: number | null;
  /** Administrators only: a rate for units priced above a threshold; null for none. */
  gstRateAbove?: GstRateAbove | null;
  /** Administrators only: the unit quantity code (default NOS). */
  uqc?: string;
}

/** A GST rate for units whose price before tax is above `unitPrice` rupees. */
export interface GstRateAbove {
  /** @example 2500 */
  unitPrice: number;
  /** @example 18 */
  rate: number;
}

/** `POST /api/product/add`, a multipart form whose `image` is the first picture: the edit fields, a sku and an active flag. */
export interface AddProductRequest extends ProductFields {
  /** @example "ORTHO-8" */
  sku: string;
  isActive?: boolean;
}

/** GST rates a product may carry, in percent: the slabs in force since 22 September 2025. */
export const GST_RATES = [0, 5, 18, 40] as const;
/** Rates of the slabs before, which products set then keep until they are edited. */
export const RETIRED_GST_RATES = [12, 28] as const;
/** Unit quantity codes of the GST portal a shop of bedding sells in. */
export const UQCS = ['NOS', 'PCS', 'SET', 'PRS', 'MTR', 'SQM', 'KGS', 'UNT', 'OTH'] as const;
export const DEFAULT_UQC = 'NOS';
/** Mattresses, bedding and the like (HSN chapter 94, heading 9404). */
export const DEFAULT_HSN = '9404';
export const HSN_PATTERN = /^\d{4,8}$/;

export const PRODUCT_PRICE_MIN = 1;
/** ₹1 crore: a base price in paise stays a 32-bit integer, and every cart of such products fits the money columns. */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** Units of one product in stock. */
export const PRODUCT_QUANTITY_MAX = 1_000_000;
/** Pages far past the last of any list, and offsets PostgreSQL still takes. */
export const PAGE_MAX = 1_000_000;

export const ProductMessage = {
  hsnInvalid: 'HSN code must be 4 to 8 digits.',
  gstRateInvalid: 'GST rate must be 0, 5, 18 or 40.',
  gstRateAboveInvalid: 'The rate above a price must be 0, 5, 18 or 40, above a unit price of at least 1.',
  uqcInvalid: 'Unit must be one of NOS, PCS, SET, PRS, MTR, SQM, KGS, UNT or OTH.',
  skuRequired: 'Sku is required.',
  skuTaken: 'That sku is already in use.',
  nameRequired: 'Name is required.',
  descriptionRequired: 'Description is required.',
  quantityRequired: 'Quantity is required.',
  quantityWhole: 'Quantity must be a whole number of at least 0.',
  quantityMax: 'Quantity may not be greater than 1000000.',
  priceRequired: 'Price is required.',
  priceNotNumber: 'Price must be a number with at most 2 decimal places.',
  priceMin: 'Price must be at least 1.',
  priceMax: 'Price may not be greater than 10000000.',
  taxableRequired: 'Taxable is required.',
  imageRequired: 'Please upload files with jpg, jpeg, png format.',
  brandNotFound: 'That brand does not exist.',
  brandNotOne: 'Brand must be one brand id, or empty for no brand.',
  added: 'Product has been added successfully!',
  updated: 'Product has been updated successfully!',
  deleted: 'Product has been deleted successfully!',
  imageAdded: 'Image has been uploaded successfully!',
  notFound: 'no product found.',
  empty: 'no products found.',
} as const;

export const PRODUCTS_PER_PAGE = 8;
export const PRICE_FILTER = { min: 1, max: 1_000_000 } as const;

/** Sort codes of the product list: 0 newest first, 1 price high to low, 2 price low to high. */
export const ProductSort = { newest: 0, priceHighToLow: 1, priceLowToHigh: 2 } as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

export interface ProductListRequest {
  /** Text in the product name, or "all". */
  name?: string;
  /** Category slug, or "all". */
  category?: string;
  /** Brand slug, or "all". */
  brand?: string;
  /** Lowest base price in rupees (inclusive). */
  min?: number;
  /** Highest base price in rupees (inclusive). */
  max?: number;
  /** Lowest average rating, 0 to 5. */
  rating?: number;
  /** 0 newest first, 1 price high to low, 2 price low to high. */
  order?: ProductSort;
  /** Older form of order: { _id: -1 }, { price: -1 } or { price: 1 }. */
  sortOrder?: { _id?: number; price?: number };
  /** From 1. */
  pageNumber?: number;
}

export interface ProductListResponse {
  products: ProductDto[];
  pages: number;
  page: number;
  totalProducts: number;
}

export interface ProductSuggestion {
  _id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  price: number;
  fromPrice: number;
  fromPriceWithTax: number;
}

export interface ProductSuggestionsResponse {
  products: ProductSuggestion[];
}
