import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput } from '@nidra/api/core';
import { CartMessage, type AddToCartResponse, type CartLineRequest } from '@nidra/shared/contracts';
import { maxPerAdd, orderTotals, priceLine } from '@nidra/shared/util';

const rupees = (paise: number) => paise / 100;

/** What pricing a line needs of its product. */
interface CartProductRow {
  id: string;
  name: string;
  slug: string;
  price_paise: number;
  taxable: boolean;
  quantity: number;
  is_active: boolean;
  image_urls: string[];
  /** Null when the product has no brand. */
  brand_is_active: boolean | null;
}

@Injectable()
export class CartService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /**
   * Prices every line on the server (whatever price the client sent) and stores the cart: one statement
   * reads the products, one writes the cart with its lines.
   */
  async add(userId: string, lines: CartLineRequest[]): Promise<AddToCartResponse> {
    const connection = this.em.getConnection();
    const ids = [...new Set(lines.map((line) => line.product))];
    const products = new Map(
      (
        await connection.execute<CartProductRow[]>(
          `SELECT p.id, p.name, p.slug, p.price_paise, p.taxable, p.quantity, p.is_active, p.image_urls, b.is_active AS brand_is_active
             FROM products p LEFT JOIN brands b ON b.id = p.brand_id
            WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
          ids,
        )
      ).map((row) => [row.id, row]),
    );

    const items = lines.map((line) => {
      const product = products.get(line.product);
      if (!product) throw new InvalidInput(CartMessage.unknownProduct);
      if (!product.is_active || product.brand_is_active === false) throw new InvalidInput(CartMessage.productGone(product.name));
      if (product.quantity <= 0) throw new InvalidInput(CartMessage.outOfStock(product.name));
      const max = Math.min(maxPerAdd(product.quantity), product.quantity);
      if (line.quantity > max) throw new InvalidInput(CartMessage.quantityMax(max));

      const priced = priceLine(
        {
          productName: product.name,
          basePaise: product.price_paise,
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
      return { id: randomUUID(), product, quantity: line.quantity, ...priced };
    });

    const cartId = randomUUID();
    // Lines keep the order they came in: their creation times are a microsecond apart.
    await connection.execute(
      `WITH cart AS (INSERT INTO carts (id, user_id) VALUES (?, ?) RETURNING id, created)
       INSERT INTO cart_items (id, cart_id, product_id, size_label, quantity, unit_paise, total_paise, tax_paise, taxable, created)
       SELECT line.id, cart.id, line.product_id, line.size_label, line.quantity, line.unit_paise, line.total_paise, line.tax_paise,
              line.taxable, cart.created + line.position * interval '1 microsecond'
         FROM cart, (VALUES ${items.map(() => '(?::uuid, ?::uuid, ?::varchar, ?::int, ?::int, ?::int, ?::int, ?::boolean, ?::int)').join(', ')})
              AS line (id, product_id, size_label, quantity, unit_paise, total_paise, tax_paise, taxable, position)`,
      [
        cartId,
        userId,
        ...items.flatMap((item, position) => [
          item.id,
          item.product.id,
          item.sizeLabel,
          item.quantity,
          item.unitPaise,
          item.totalPaise,
          item.taxPaise,
          item.product.taxable,
          position,
        ]),
      ],
    );

    const totals = orderTotals(items);
    return {
      success: true,
      cartId,
      cart: {
        items: items.map((item) => ({
          _id: item.id,
          product: item.product.id,
          name: item.product.name,
          slug: item.product.slug,
          imageUrl: item.product.image_urls[0] ?? null,
          size: item.sizeLabel,
          quantity: item.quantity,
          price: rupees(item.unitPaise),
          taxable: item.product.taxable,
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
