import { lineTax } from '@nidra/api/invoicing';
import type { PricedCartResponse } from '@nidra/shared/contracts';
import { taxPaise } from '@nidra/shared/util';

/** A bag line as stored. */
export interface StoredLine {
  id: string;
  product_id: string | null;
  variant_id: string | null;
  sku: string | null;
  thickness: number | null;
  product_name: string;
  product_slug: string;
  product_image_url: string | null;
  size_label: string | null;
  quantity: number;
  unit_paise: number;
  total_paise: number;
  tax_paise: number;
  taxable: boolean;
  gst_rate: number | null;
}

const rupees = (paise: number) => paise / 100;

/**
 * A bag's lines and totals. `intraStateOf` (null: the place of supply is not known) says whether a line's
 * seller is in the state it goes to, and taxes each line as the order's invoice will: CGST + SGST each
 * rounded on its own within the state, IGST across; unknown, the GST the line was priced with.
 */
export function pricedCart(lines: readonly StoredLine[], intraStateOf: ((line: StoredLine) => boolean) | null): PricedCartResponse['cart'] {
  const split = { cgst: 0, sgst: 0, igst: 0 };
  let total = 0;
  let totalTax = 0;
  const items = lines.map((line) => {
    const rate = line.gst_rate ?? 0;
    const intraState = intraStateOf === null ? null : intraStateOf(line);
    const tax = intraState === null ? { tax: line.tax_paise, cgst: 0, sgst: 0, igst: 0 } : lineTax(line.total_paise, rate, intraState);
    const unitTax = intraState === null ? (line.taxable ? taxPaise(line.unit_paise, rate) : 0) : lineTax(line.unit_paise, rate, intraState).tax;
    total += line.total_paise;
    totalTax += tax.tax;
    split.cgst += tax.cgst;
    split.sgst += tax.sgst;
    split.igst += tax.igst;
    return {
      _id: line.id,
      product: line.product_id,
      name: line.product_name,
      slug: line.product_slug,
      imageUrl: line.product_image_url,
      size: line.size_label,
      variant: line.variant_id,
      sku: line.sku,
      thickness: line.thickness,
      quantity: line.quantity,
      price: rupees(line.unit_paise),
      priceWithTax: rupees(line.unit_paise + unitTax),
      taxable: line.taxable,
      totalPrice: rupees(line.total_paise),
      totalTax: rupees(tax.tax),
    };
  });
  return {
    items,
    total: rupees(total),
    totalTax: rupees(totalTax),
    totalWithTax: rupees(total + totalTax),
    cgst: intraStateOf === null ? null : rupees(split.cgst),
    sgst: intraStateOf === null ? null : rupees(split.sgst),
    igst: intraStateOf === null ? null : rupees(split.igst),
  };
}
