import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppConfig, Conflict, ImageStore, InvalidInput, NotFound, shopTax, type AuthenticatedUser } from '@nidra/api/core';
import { ProductMessage, type ProductDto, type ProductFields } from '@nidra/shared/contracts';
import { ProductDeletedEvent } from './product-deleted.event';
import { toPaise } from '@nidra/shared/util';
import { Brand } from '../brands/brand.entity';
import { isAdmin, managedMerchantId } from '../catalog-access';
import { uniqueSlug } from '../unique-slug';
import type { AddProductDto } from './dto/product.dto';
import { Product } from './product.entity';
import { toProductDto } from './product.mapper';
import { VariantsService } from './variants/variants.service';
import type { VariantFieldsDto } from './variants/variants.dto';

const NO_BRAND = 'You have no brand to sell under yet.';

/** Administrators manage every product; a merchant only its brand's. */
@Injectable()
export class ProductsManagementService {
  private readonly logger = new Logger('Products');

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStore,
    private readonly events: EventEmitter2,
    private readonly variants: VariantsService,
    private readonly config: AppConfig,
  ) {}

  /** A product as its managers see it, its prices with the GST it sells at. */
  dto(product: Product): ProductDto {
    return toProductDto(product, shopTax(this.config));
  }

  list(caller: AuthenticatedUser, withVariants = true): Promise<Product[]> {
    return this.em.find(Product, this.scope(caller), {
      populate: withVariants ? ['brand', 'variants'] : ['brand'],
      orderBy: { created: 'desc', id: 'desc' },
    });
  }

  /** The product with its brand and variants as they are now (`refresh`: read again after a write in SQL). */
  async get(id: string, caller: AuthenticatedUser, refresh = false): Promise<Product> {
    const product = await this.em.findOne(Product, { id, ...this.scope(caller) }, { populate: ['brand', 'variants'], refresh });
    if (!product) throw new NotFound(ProductMessage.notFound);
    return product;
  }

  /** Sets the variants a product is sold in (see `VariantsService.set`). */
  async setVariants(id: string, variants: readonly VariantFieldsDto[], caller: AuthenticatedUser): Promise<Product> {
    await this.get(id, caller);
    await this.variants.set(id, variants);
    // Read afresh: a refresh merges into the loaded variants and keeps a package that was cleared.
    this.em.clear();
    return this.get(id, caller);
  }

  async add(caller: AuthenticatedUser, fields: AddProductDto, image: Buffer | undefined): Promise<Product> {
    if (!image) throw new InvalidInput(ProductMessage.imageRequired);
    const brand = await this.brandFor(caller, fields.brand);
    if ((await this.em.count(Product, { sku: fields.sku })) > 0) throw new Conflict(ProductMessage.skuTaken);

    const { url } = await this.images.save(image);
    let id: string;
    try {
      // A product comes with its variants (every size at its thickness, priced by the rule), all or nothing.
      id = await this.em.transactional(async (em) => {
        const product = em.create(Product, {
          sku: fields.sku,
          name: fields.name,
          slug: await uniqueSlug(em, Product, fields.name, 'product'),
          description: fields.description,
          quantity: fields.quantity,
          pricePaise: toPaise(fields.price),
          taxable: fields.taxable,
          ...taxFields(caller, fields),
          isActive: fields.isActive ?? true,
          brand: brand?.id ?? null,
          imageUrls: [url],
        });
        await em.flush();
        await this.variants.sync(em, [product.id]);
        return product.id;
      });
    } catch (error) {
      await this.images.remove(url);
      if ((error as { code?: string }).code === '23505') throw new Conflict(ProductMessage.skuTaken);
      throw error;
    }
    return this.get(id, caller, true);
  }

  async update(id: string, fields: ProductFields, caller: AuthenticatedUser): Promise<Product> {
    // Variants priced by the rule follow a new base price, in the same transaction.
    await this.em.transactional(async (em) => {
      const product = await em.findOne(Product, { id, ...this.scope(caller) });
      if (!product) throw new NotFound(ProductMessage.notFound);
      product.name = fields.name;
      product.description = fields.description;
      // Stock kept by size is the sum of the variants' own: the product's figure is theirs to change.
      if (!product.stockBySize) product.quantity = fields.quantity;
      product.pricePaise = toPaise(fields.price);
      product.taxable = fields.taxable;
      Object.assign(product, taxFields(caller, fields));
      // A merchant's product stays with the merchant's brand whatever the body says.
      if (isAdmin(caller) && fields.brand !== undefined) product.brand = await this.brandFor(caller, fields.brand, em);
      await em.flush();
      await this.variants.sync(em, [id]);
    });
    return this.get(id, caller, true);
  }

  async setActive(id: string, isActive: boolean, caller: AuthenticatedUser): Promise<Product> {
    const product = await this.get(id, caller);
    product.isActive = isActive;
    await this.em.flush();
    return product;
  }

  async addImage(id: string, image: Buffer | undefined, caller: AuthenticatedUser): Promise<Product> {
    const product = await this.get(id, caller);
    if (!image) throw new InvalidInput(ProductMessage.imageRequired);
    const { url } = await this.images.save(image);
    product.imageUrls = [...product.imageUrls, url];
    await this.em.flush();
    return product;
  }

  /**
   * Deleting a product also takes it out of categories (and wishlists) and deletes its images; the other
   * contexts that keep its id hear of it and let go.
   */
  async remove(id: string, caller: AuthenticatedUser): Promise<Product> {
    const product = await this.get(id, caller);
    await this.em.remove(product).flush();
    await this.events.emitAsync(ProductDeletedEvent.eventName, new ProductDeletedEvent(id));
    await Promise.all(product.imageUrls.map((url) => this.images.remove(url))).catch((error) =>
      this.logger.warn({ err: error }, `Images of deleted product ${id} were not all removed`),
    );
    return product;
  }

  private scope(caller: AuthenticatedUser) {
    if (isAdmin(caller)) return {};
    return { brand: { merchantId: managedMerchantId(caller) ?? '00000000-0000-0000-0000-000000000000' } };
  }

  /** The administrator chooses any brand (or none); a merchant always sells under its own. */
  private async brandFor(caller: AuthenticatedUser, requested: string | null | undefined, em: EntityManager = this.em): Promise<Brand | null> {
    if (isAdmin(caller)) {
      if (!requested) return null;
      const brand = await em.findOne(Brand, { id: requested });
      if (!brand) throw new InvalidInput(ProductMessage.brandNotFound);
      return brand;
    }
    const merchantId = managedMerchantId(caller);
    const own = merchantId ? await em.findOne(Brand, { merchantId }, { orderBy: { created: 'asc' } }) : null;
    if (!own) throw new InvalidInput(NO_BRAND);
    return own;
  }
}

/** The HSN code, GST rates and unit are the administrators' to set; left out, they stay as they are. */
function taxFields(
  caller: AuthenticatedUser,
  fields: Pick<ProductFields, 'hsn' | 'gstRate' | 'gstRateAbove' | 'uqc'>,
): Partial<Pick<Product, 'hsn' | 'gstRate' | 'gstAbovePaise' | 'gstAboveRate' | 'uqc'>> {
  if (!isAdmin(caller)) return {};
  return {
    ...(fields.hsn !== undefined && { hsn: fields.hsn }),
    ...(fields.gstRate !== undefined && { gstRate: fields.gstRate }),
    ...(fields.gstRateAbove !== undefined && {
      gstAbovePaise: fields.gstRateAbove === null ? null : Math.round(fields.gstRateAbove.unitPrice * 100),
      gstAboveRate: fields.gstRateAbove?.rate ?? null,
    }),
    ...(fields.uqc !== undefined && { uqc: fields.uqc }),
  };
}
