import {
  DEFAULT_HSN,
  DEFAULT_UQC,
  GST_RATES,
  HSN_PATTERN,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  ProductMessage,
  RETIRED_GST_RATES,
  type GstRateAbove,
  type ProductDto,
  type ProductFields,
} from '@nidra/shared/contracts';

/** The product form's tax fields (administrators only), as its inputs hold them; '' is "not set". */
export interface ProductTaxValues {
  hsn: string;
  /** Percent; '' for the shop's rate. */
  gstRate: string;
  /** The higher rate's threshold in rupees and its rate; both '' for none. */
  gstAbovePrice: string;
  gstAboveRate: string;
  uqc: string;
}

/** The tax fields a server refusal can name, each shown at its field (the pair at its price). */
export type ProductTaxField = 'hsn' | 'gstRate' | 'gstAbovePrice' | 'uqc';

export const NEW_PRODUCT_TAX: ProductTaxValues = { hsn: DEFAULT_HSN, gstRate: '', gstAbovePrice: '', gstAboveRate: '', uqc: DEFAULT_UQC };

/** A product's tax fields in the form's inputs. */
export function productTaxValues(product: Pick<ProductDto, 'hsn' | 'gstRate' | 'gstRateAbove' | 'uqc'>): ProductTaxValues {
  return {
    hsn: product.hsn,
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    gstAbovePrice: product.gstRateAbove ? String(product.gstRateAbove.unitPrice) : '',
    gstAboveRate: product.gstRateAbove ? String(product.gstRateAbove.rate) : '',
    uqc: product.uqc,
  };
}

/** A rate of the slabs before 22 September 2025, which a product keeps only until it is edited. */
export const isRetiredRate = (rate: string) => rate.trim() !== '' && (RETIRED_GST_RATES as readonly number[]).includes(Number(rate));

const inForce = (rate: string) => rate.trim() !== '' && (GST_RATES as readonly number[]).includes(Number(rate));
const RUPEES = /^\d+(\.\d{1,2})?$/;

/** The higher rate as sent: null when both its fields are empty, undefined when they do not make one. */
function rateAbove(values: ProductTaxValues): GstRateAbove | null | undefined {
  const price = values.gstAbovePrice.trim();
  const rate = values.gstAboveRate.trim();
  if (!price && !rate) return null;
  if (!RUPEES.test(price) || !inForce(rate)) return undefined;
  const unitPrice = Number(price);
  return unitPrice >= PRODUCT_PRICE_MIN && unitPrice <= PRODUCT_PRICE_MAX ? { unitPrice, rate: Number(rate) } : undefined;
}

/** The server's rules for the tax fields, with its words: a retired rate must be changed before saving. */
export function validateProductTax(values: ProductTaxValues): Partial<Record<ProductTaxField, string>> {
  const errors: Partial<Record<ProductTaxField, string>> = {};
  if (!HSN_PATTERN.test(values.hsn.trim())) errors.hsn = ProductMessage.hsnInvalid;
  if (values.gstRate !== '' && !inForce(values.gstRate)) errors.gstRate = ProductMessage.gstRateInvalid;
  if (rateAbove(values) === undefined) errors.gstAbovePrice = ProductMessage.gstRateAboveInvalid;
  return errors;
}

/** The tax fields as the JSON of an edit sends them. */
export function productTaxFields(values: ProductTaxValues): Required<Pick<ProductFields, 'hsn' | 'gstRate' | 'gstRateAbove' | 'uqc'>> {
  return {
    hsn: values.hsn.trim(),
    gstRate: values.gstRate === '' ? null : Number(values.gstRate),
    gstRateAbove: rateAbove(values) ?? null,
    uqc: values.uqc,
  };
}

/** The tax fields as the multipart add form sends them: the higher rate as its JSON, or '' for none. */
export function productTaxFormEntries(values: ProductTaxValues): Array<[string, string]> {
  const fields = productTaxFields(values);
  return [
    ['hsn', fields.hsn],
    ['gstRate', fields.gstRate === null ? '' : String(fields.gstRate)],
    ['gstRateAbove', fields.gstRateAbove ? JSON.stringify(fields.gstRateAbove) : ''],
    ['uqc', fields.uqc],
  ];
}

/** A server message that belongs to one of the tax fields, shown at that field. */
export function taxFieldOfMessage(message: string | undefined): ProductTaxField | undefined {
  switch (message) {
    case ProductMessage.hsnInvalid:
      return 'hsn';
    case ProductMessage.gstRateInvalid:
      return 'gstRate';
    case ProductMessage.gstRateAboveInvalid:
      return 'gstAbovePrice';
    case ProductMessage.uqcInvalid:
      return 'uqc';
    default:
      return undefined;
  }
}
