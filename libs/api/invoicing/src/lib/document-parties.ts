import type { AppConfig } from '@nidra/api/core';
import type { Seller } from '@nidra/api/merchants';
import { gstStateByCode, indianToday } from '@nidra/shared/contracts';
import type { InvoiceSubject } from './invoice-subject';
import type { DocumentParties } from './tax-document';

/** The shop's invoice series (and bills of supply): its credit notes run in `NCN`. */
export const SHOP_INVOICES = 'NID';

/** Who sells a group of lines, as its invoice names it. */
export interface SellerParty {
  merchantId: string | null;
  name: string;
  gstin: string | null;
  address: string;
  stateCode: string;
  prefix: string;
}

/** The shop as the seller, from its settings. */
export function shopParty(config: Pick<AppConfig, 'shopLegalName' | 'shopGstin' | 'shopAddress' | 'shopState'>): SellerParty {
  return {
    merchantId: null,
    name: config.shopLegalName ?? 'Nidra',
    gstin: config.shopGstin ?? null,
    address: config.shopAddress ?? '',
    stateCode: config.shopState,
    prefix: SHOP_INVOICES,
  };
}

/**
 * Who sells to whom, and where: the seller's name, GSTIN and state; the buyer as billed (a business at its
 * own address, the delivery address then ship to); the place of supply where the goods are delivered.
 */
export function partiesOf(subject: InvoiceSubject, seller: SellerParty, at: Date): DocumentParties {
  const supplyCode = subject.supplyStateCode ?? subject.sellerStateCode ?? seller.stateCode;
  const stateName = (code: string) => gstStateByCode(code)?.name ?? code;
  const delivery = subject.delivery;
  const deliveryAddress = delivery ? `${delivery.address}, ${delivery.city}, ${delivery.state} ${delivery.pincode}` : '';
  const business = subject.business;
  // A seller registered for GST issues tax invoices; the shop without a GSTIN, bills of supply.
  const registered = seller.gstin !== null;
  return {
    type: registered ? 'tax-invoice' : 'bill-of-supply',
    withoutTax: !registered,
    // Numbered last, by `number`.
    number: '',
    date: indianToday(at),
    orderId: subject.orderId,
    seller: {
      name: seller.name,
      gstin: seller.gstin,
      address: seller.address,
      state: stateName(seller.stateCode),
      stateCode: seller.stateCode,
      merchantId: seller.merchantId,
    },
    buyer: business
      ? { name: business.legalName, gstin: business.gstin, address: business.address, stateCode: business.stateCode }
      : { name: delivery?.name ?? subject.buyerName, gstin: subject.buyerGstin, address: deliveryAddress, stateCode: subject.buyerGstin?.slice(0, 2) ?? null },
    ...(business && delivery && { shipTo: { name: delivery.name, address: deliveryAddress } }),
    placeOfSupply: { state: stateName(supplyCode), stateCode: supplyCode },
  };
}

/** A marketplace seller as its invoices name it. */
export function sellerParty(seller: Seller): SellerParty {
  return {
    merchantId: seller.merchantId,
    name: seller.legalName,
    gstin: seller.gstin,
    address: `${seller.address}, ${seller.city} ${seller.pincode}`,
    stateCode: seller.stateCode,
    prefix: seller.invoicePrefix,
  };
}
