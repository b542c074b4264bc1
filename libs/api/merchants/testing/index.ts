import { randomUUID } from 'node:crypto';
import { isValidGstin, MerchantStatus } from '@nidra/shared/contracts';
import type { TestApp } from '@nidra/api/testing';
import { Merchant } from '../src';
import { MerchantBusiness } from '../src/lib/business/merchant-business.entity';

/** A GSTIN the portal could issue to this PAN in this state: entity 1, "Z" and the check character that fits. */
export function gstinFor(stateCode: string, pan: string): string {
  const body = `${stateCode}${pan}1Z`;
  const check = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((character) => isValidGstin(body + character));
  if (!check) throw new Error(`No check character fits ${body}`);
  return body + check;
}

/** An approved merchant record (no account, no brand). */
export async function createMerchant(t: TestApp, fields: Partial<Merchant> = {}): Promise<Merchant> {
  const em = t.orm.em.fork();
  const merchant = em.create(Merchant, {
    name: 'Ravi Menon',
    email: `merchant-${randomUUID().slice(0, 8)}@example.in`,
    phoneNumber: '9876543210',
    brand: `Brand ${randomUUID().slice(0, 6)}`,
    business: 'Natural coir mattresses from Alappuzha.',
    status: MerchantStatus.Approved,
    ...fields,
  });
  await em.flush();
  return merchant;
}

/**
 * Complete business details for a merchant, so it sells (and invoices) as itself: a Karnataka seller with
 * a fresh PAN, its GSTIN, and an invoice prefix no other made here has, unless told otherwise.
 */
export async function completeBusinessDetails(
  t: TestApp,
  merchantId: string,
  fields: Partial<Omit<MerchantBusiness, 'merchant'>> = {},
): Promise<MerchantBusiness> {
  const em = t.orm.em.fork();
  const pan = fields.pan ?? `AAP${randomLetters(2)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}F`;
  const stateCode = fields.stateCode ?? '29';
  const business = em.create(MerchantBusiness, {
    merchant: merchantId,
    legalName: 'Kerala Coir Works Private Limited',
    gstin: gstinFor(stateCode, pan),
    address: '14 Beach Road, Kalavoor',
    city: 'Alappuzha',
    pincode: '688522',
    invoicePrefix: nextPrefix(),
    bankAccountName: 'Kerala Coir Works Pvt Ltd',
    bankAccountNumber: '001234567890',
    bankIfsc: 'HDFC0001234',
    ...fields,
    pan,
    stateCode,
  });
  await em.flush();
  return business;
}

let prefixes = 0;
/** Three characters from T00 on: never another's, nor another's credit-note series (which has four). */
function nextPrefix(): string {
  prefixes += 1;
  return `T${prefixes.toString(36).toUpperCase().padStart(2, '0')}`;
}

function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}
