import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict, Forbidden, InvalidInput, likeLiteral, NotFound, sqlArray, type AuthenticatedUser } from '@nidra/api/core';
import { CatalogMessage, MerchantBusinessMessage, type BrandFields } from '@nidra/shared/contracts';
import { isAdmin, managedMerchantId } from '../catalog-access';
import { uniqueSlug } from '../unique-slug';
import { Brand } from './brand.entity';

/** What a merchant still has to give before it may sell (plain words); empty when nothing is missing. */
export type SellerReadinessCheck = (merchantId: string) => Promise<string[]>;

@Injectable()
export class BrandsService {
  private sellerReadiness?: SellerReadinessCheck;

  constructor(private readonly em: EntityManager) {}

  /**
   * Registers the check a merchant's brand must pass to be enabled (the merchants context knows the
   * seller's details; catalog cannot ask it directly). Without one, no enabling is refused.
   */
  requireReadySeller(check: SellerReadinessCheck): void {
    this.sellerReadiness = check;
  }

  /** Active brands, by name: what shoppers see. */
  listActive(): Promise<Brand[]> {
    return this.em.find(Brand, { isActive: true }, { orderBy: { name: 'asc' } });
  }

  /** Administrators see every brand; a merchant only its own. */
  listManaged(caller: AuthenticatedUser): Promise<Brand[]> {
    if (isAdmin(caller)) return this.em.find(Brand, {}, { orderBy: { created: 'desc' } });
    const merchantId = managedMerchantId(caller);
    if (!merchantId) return Promise.resolve([]);
    return this.em.find(Brand, { merchantId }, { orderBy: { created: 'desc' } });
  }

  /** A brand as the caller may see it: managers see theirs in any state, others only active ones. */
  async get(id: string, caller?: AuthenticatedUser): Promise<Brand> {
    const brand = await this.em.findOne(Brand, { id });
    if (!brand || !(brand.isActive || this.manages(caller, brand))) throw new NotFound(CatalogMessage.brandNotFound);
    return brand;
  }

  async add(fields: BrandFields): Promise<Brand> {
    await this.ensureNameFree(fields.name);
    const brand = this.em.create(Brand, {
      name: fields.name,
      description: fields.description,
      isActive: fields.isActive ?? true,
      slug: await uniqueSlug(this.em, Brand, fields.name, 'brand'),
    });
    await this.em.flush();
    return brand;
  }

  async update(id: string, fields: BrandFields, caller: AuthenticatedUser): Promise<Brand> {
    const brand = await this.managed(id, caller);
    if (fields.name.toLowerCase() !== brand.name.toLowerCase()) await this.ensureNameFree(fields.name);
    brand.name = fields.name;
    brand.description = fields.description;
    await this.em.flush();
    return brand;
  }

  /**
   * Disabling a brand disables all its products too, in the same transaction. A merchant may
   * disable its brand; enabling one is the administrator's decision, and a merchant's brand needs the
   * merchant's business details complete first (one already enabled keeps selling).
   */
  async setActive(id: string, isActive: boolean, caller: AuthenticatedUser): Promise<Brand> {
    if (isActive && !isAdmin(caller)) throw new Forbidden(CatalogMessage.brandEnableAdminOnly);
    const brand = await this.managed(id, caller);
    if (isActive && !brand.isActive && brand.merchantId && this.sellerReadiness) {
      const missing = await this.sellerReadiness(brand.merchantId);
      if (missing.length > 0) throw new InvalidInput(MerchantBusinessMessage.enableNeedsDetails(missing));
    }
    await this.em.transactional(async (em) => {
      brand.isActive = isActive;
      if (!isActive) await em.execute('UPDATE products SET is_active = false WHERE brand_id = ?', [brand.id]);
    });
    return brand;
  }

  async remove(id: string): Promise<Brand> {
    const brand = await this.em.findOne(Brand, { id });
    if (!brand) throw new NotFound(CatalogMessage.brandNotFound);
    await this.em.remove(brand).flush();
    return brand;
  }

  /**
   * The brand an approved merchant sells under, created once (inactive until an administrator enables
   * it). Runs in the approving transaction; a name another brand already has is a 409.
   */
  async ensureMerchantBrand(em: EntityManager, merchantId: string, name: string, description: string): Promise<Brand> {
    const existing = await em.findOne(Brand, { merchantId });
    if (existing) return existing;
    await this.ensureNameFree(name, em);
    return em.create(Brand, {
      name,
      description,
      isActive: false,
      merchantId,
      slug: await uniqueSlug(em, Brand, name, 'brand'),
    });
  }

  /**
   * A merchant record is gone: its brand and products stop being sold and the brand becomes the shop's
   * to manage. Nothing is deleted, so past orders keep their products.
   */
  async releaseMerchantBrands(em: EntityManager, merchantId: string): Promise<void> {
    const brands = await em.find(Brand, { merchantId }, { fields: ['id'] });
    if (brands.length === 0) return;
    const ids = brands.map((brand) => brand.id);
    await em.execute('UPDATE products SET is_active = false WHERE brand_id = ANY(?::uuid[])', [sqlArray(ids)]);
    await em.nativeUpdate(Brand, { id: { $in: ids } }, { isActive: false, merchantId: null });
  }

  /** A brand the caller manages; any other is a 404, as if it did not exist. */
  private async managed(id: string, caller: AuthenticatedUser): Promise<Brand> {
    const brand = await this.em.findOne(Brand, { id });
    if (!brand || !this.manages(caller, brand)) throw new NotFound(CatalogMessage.brandNotFound);
    return brand;
  }

  private manages(caller: AuthenticatedUser | undefined, brand: Brand): boolean {
    if (isAdmin(caller)) return true;
    const merchantId = managedMerchantId(caller);
    return merchantId !== null && brand.merchantId === merchantId;
  }

  private async ensureNameFree(name: string, em: EntityManager = this.em): Promise<void> {
    const existing = await em.count(Brand, { name: { $ilike: likeLiteral(name) } });
    if (existing > 0) throw new Conflict(CatalogMessage.brandNameTaken);
  }
}
