import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput } from '@nidra/api/core';
import { Product } from '@nidra/api/catalog';
import { CartMessage, type AddToCartResponse, type CartLineRequest } from '@nidra/shared/contracts';
import { maxPerAdd, orderTotals, priceLine } from '@nidra/shared/util';
import { Cart } from './cart.entity';
import { CartItem } from './cart-item.entity';

const rupees = (paise: number) => paise / 100;

@Injectable()
export class CartService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** Prices every line on the server (whatever price the client sent) and stores the cart. */
  async add(userId: string, lines: CartLineRequest[]): Promise<AddToCartResponse> {
    const ids = [...new Set(lines.map((line) => line.product))];
    const products = new Map(
      (await this.em.find(Product, { id: { $in: ids } }, { populate: ['brand'] })).map((product) => [product.id, product]),
    );

    const cart = this.em.create(Cart, { user: userId });
    for (const line of lines) {
      const product = products.get(line.product);
      if (!product) throw new InvalidInput(CartMessage.unknownProduct);
      if (!product.isActive || (product.brand && !product.brand.isActive)) {
        throw new InvalidInput(CartMessage.productGone(product.name));
      }
      if (product.quantity <= 0) throw new InvalidInput(CartMessage.outOfStock(product.name));
      const max = Math.min(maxPerAdd(product.quantity), product.quantity);
      if (line.quantity > max) throw new InvalidInput(CartMessage.quantityMax(max));

      const priced = priceLine(
        {
          productName: product.name,
          basePaise: product.pricePaise,
          taxable: product.taxable,
          quantity: line.quantity,
          size: line.size,
          length: line.length,
          breadth: line.breadth,
        },
        this.config.gstRate,
      );
      if (!priced.ok) {
        throw new InvalidInput(
          priced.reason === 'choose-size'
            ? CartMessage.chooseSize(product.name)
            : priced.reason === 'unknown-size'
              ? CartMessage.unknownSize(product.name)
              : CartMessage.badDimensions,
        );
      }
      cart.items.add(
        this.em.create(CartItem, {
          cart,
          product,
          sizeLabel: priced.sizeLabel,
          quantity: line.quantity,
          unitPaise: priced.unitPaise,
          totalPaise: priced.totalPaise,
          taxPaise: priced.taxPaise,
          taxable: product.taxable,
        }),
      );
    }
    await this.em.flush();

    const items = cart.items.getItems();
    const totals = orderTotals(items);
    return {
      success: true,
      cartId: cart.id,
      cart: {
        items: items.map((item) => ({
          _id: item.id,
          product: item.product?.id ?? null,
          name: item.product?.name ?? '',
          slug: item.product?.slug ?? '',
          imageUrl: item.product?.imageUrls[0] ?? null,
          size: item.sizeLabel,
          quantity: item.quantity,
          price: rupees(item.unitPaise),
          taxable: item.taxable,
          totalPrice: rupees(item.totalPaise),
          totalTax: rupees(item.taxPaise),
        })),
        total: rupees(totals.totalPaise),
        totalTax: rupees(totals.totalTaxPaise),
        totalWithTax: rupees(totals.totalWithTaxPaise),
      },
    };
  }
}
