import { randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BrandsService } from '@nidra/api/catalog';
import { InvalidInput, NotFound, sqlArray } from '@nidra/api/core';
import {
  CREDIT_NOTE_SERIES_SUFFIX,
  invoicePrefixTaken,
  MASKED_ACCOUNT_NUMBER_PATTERN,
  maskAccountNumber,
  merchantBusinessProblem,
  MerchantBusinessMessage,
  MerchantMessage,
  missingBusinessDetails,
  type MerchantBusinessRequest,
} from '@nidra/shared/contracts';
import { Merchant } from '../merchant.entity';
import { MerchantBusiness } from './merchant-business.entity';
import { businessFields } from './merchant-business.mapper';

/** Choosing an invoice prefix is done one merchant at a time, so two cannot pick clashing series at once. */
const PREFIX_LOCK = "hashtext('merchant_businesses.invoice_prefix')";

/** A value sent empty clears the field; left out, it stays as stored. */
function given(value: string | null | undefined, stored: string | null): string | null {
  if (value === undefined) return stored;
  return value === null || value === '' ? null : value;
}

@Injectable()
export class MerchantBusinessService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: BrandsService,
  ) {}

  /** A merchant's brand is enabled only once the merchant's details are complete. */
  onModuleInit(): void {
    this.brands.requireReadySeller((merchantId) => this.missing(merchantId));
  }

  /** A merchant's details as stored; null when it has saved none yet. */
  async get(merchantId: string): Promise<MerchantBusiness | null> {
    return this.em.fork().findOne(MerchantBusiness, { merchant: merchantId });
  }

  /** The details of a merchant record, for administrators; an unknown merchant is a 404. */
  async getForMerchant(merchantId: string): Promise<MerchantBusiness | null> {
    const em = this.em.fork();
    if (!(await em.count(Merchant, { id: merchantId }))) throw new NotFound(MerchantMessage.notFound);
    return em.findOne(MerchantBusiness, { merchant: merchantId });
  }

  /**
   * Stores the fields given (a draft may lack any), checked on the details as they would be stored.
   * The masked account number sent back keeps the stored one. An invoice prefix another seller's series
   * would share is refused, also when two merchants ask for it at once.
   */
  async save(merchantId: string, fields: MerchantBusinessRequest): Promise<MerchantBusiness> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const business = await this.locked(em, merchantId);
        const previousPrefix = business.invoicePrefix;
        this.apply(business, fields);
        const problem = merchantBusinessProblem(business);
        if (problem) throw new InvalidInput(problem);
        if (business.invoicePrefix && business.invoicePrefix !== previousPrefix) {
          await this.ensurePrefixFree(em, merchantId, business.invoicePrefix);
        }
        await em.flush();
        return business;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && fields.invoicePrefix) {
        throw new InvalidInput(MerchantBusinessMessage.invoicePrefixTaken(fields.invoicePrefix));
      }
      throw error;
    }
  }

  /** Sets a merchant's own commission rate, in percent; null returns it to the shop's default. */
  async setCommission(merchantId: string, rate: number | null): Promise<MerchantBusiness> {
    return this.em.fork().transactional(async (em) => {
      const business = await this.locked(em, merchantId);
      business.commissionRate = rate;
      await em.flush();
      return business;
    });
  }

  /** What the merchant still has to give before its brand may be enabled (plain words); empty when complete. */
  async missing(merchantId: string): Promise<string[]> {
    const business = await this.get(merchantId);
    return missingBusinessDetails(businessFields(business));
  }

  /**
   * The merchant's row, made empty when it has none, locked until the transaction ends, so two saves act
   * one after the other; a merchant record that does not exist is a 404.
   */
  private async locked(em: EntityManager, merchantId: string): Promise<MerchantBusiness> {
    await em.execute(
      'INSERT INTO merchant_businesses (id, merchant_id) SELECT ?, id FROM merchants WHERE id = ? ON CONFLICT (merchant_id) DO NOTHING',
      [randomUUID(), merchantId],
    );
    const [row] = await em.execute<Array<{ id: string }>>('SELECT id FROM merchant_businesses WHERE merchant_id = ? FOR UPDATE', [merchantId]);
    if (!row) throw new NotFound(MerchantMessage.notFound);
    return em.findOneOrFail(MerchantBusiness, { id: row.id }, { refresh: true });
  }

  private apply(business: MerchantBusiness, fields: MerchantBusinessRequest): void {
    business.legalName = given(fields.legalName, business.legalName);
    business.gstin = given(fields.gstin, business.gstin);
    business.pan = given(fields.pan, business.pan);
    business.address = given(fields.address, business.address);
    business.city = given(fields.city, business.city);
    business.stateCode = given(fields.stateCode, business.stateCode);
    business.pincode = given(fields.pincode, business.pincode);
    business.invoicePrefix = given(fields.invoicePrefix, business.invoicePrefix);
    if (fields.joinsShopSales !== undefined) business.joinsShopSales = fields.joinsShopSales;
    const bank = fields.bank;
    if (!bank) return;
    business.bankAccountName = given(bank.accountName, business.bankAccountName);
    business.bankIfsc = given(bank.ifsc, business.bankIfsc);
    const number = bank.accountNumber;
    if (number && MASKED_ACCOUNT_NUMBER_PATTERN.test(number)) {
      // Every read masks the number, so a form sends it back unchanged: it keeps the stored one.
      const stored = business.bankAccountNumber;
      if (!stored || maskAccountNumber(stored) !== number) throw new InvalidInput(MerchantBusinessMessage.accountNumberInvalid);
      return;
    }
    business.bankAccountNumber = given(number, business.bankAccountNumber);
  }

  /** Refuses a prefix whose series (it, and it + "C" for credit notes) the shop or another seller uses. */
  private async ensurePrefixFree(em: EntityManager, merchantId: string, prefix: string): Promise<void> {
    await em.execute(`SELECT pg_advisory_xact_lock(${PREFIX_LOCK})`);
    const near = [prefix, prefix + CREDIT_NOTE_SERIES_SUFFIX];
    if (prefix.endsWith(CREDIT_NOTE_SERIES_SUFFIX)) near.push(prefix.slice(0, -CREDIT_NOTE_SERIES_SUFFIX.length));
    const others = await em.execute<Array<{ invoice_prefix: string }>>(
      'SELECT invoice_prefix FROM merchant_businesses WHERE merchant_id <> ? AND invoice_prefix = ANY(?::text[])',
      [merchantId, sqlArray(near)],
    );
    if (invoicePrefixTaken(prefix, others.map((row) => row.invoice_prefix))) {
      throw new InvalidInput(MerchantBusinessMessage.invoicePrefixTaken(prefix));
    }
  }
}
