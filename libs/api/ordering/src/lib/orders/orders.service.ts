import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { OrderMessage, Role } from '@nidra/shared/contracts';
import { Cart } from '../cart/cart.entity';
import { orderConfirmationEmail } from './order.emails';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { toOrderDto } from './order.mapper';

interface LockedProduct {
  id: string;
  name: string;
  slug: string;
  quantity: number;
  price_paise: number;
  image_urls: string[];
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Places the caller's cart (decisions §4): in one transaction the cart and its products are locked,
   * every line's stock is checked and taken, and the order is written. A short line refuses the whole
   * order and writes nothing; placing the same cart again answers with the order it made.
   */
  async place(userId: string, cartId: string): Promise<Order> {
    const order = await this.em.transactional(async (em) => {
      const [cartRow] = await em.execute<Array<{ id: string }>>('SELECT id FROM carts WHERE id = ? AND user_id = ? FOR UPDATE', [cartId, userId]);
      if (!cartRow) throw new NotFound(OrderMessage.cartNotFound);
      const existing = await em.findOne(Order, { cart: cartId }, { populate: ['items', 'cart'] });
      if (existing) return existing;

      const cart = await em.findOneOrFail(Cart, cartId, { populate: ['items'] });
      const items = cart.items.getItems().sort((a, b) => a.created.getTime() - b.created.getTime());
      const wanted = new Map<string, number>();
      for (const item of items) {
        if (!item.product) throw new InvalidInput(OrderMessage.productGone('A product in your cart'));
        wanted.set(item.product.id, (wanted.get(item.product.id) ?? 0) + item.quantity);
      }
      // Locked in id order, so two orders for the same products cannot deadlock.
      const ids = [...wanted.keys()].sort();
      const locked = await em.execute<LockedProduct[]>(
          `SELECT id, name, slug, quantity, price_paise, image_urls FROM products
            WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id FOR UPDATE`,
          ids,
        );
      const products = new Map(locked.map((row) => [row.id, row]));
      for (const [id, quantity] of wanted) {
        const product = products.get(id);
        if (!product) throw new InvalidInput(OrderMessage.productGone('A product in your cart'));
        if (product.quantity < quantity) throw new InvalidInput(OrderMessage.onlyLeft(product.quantity, product.name));
      }
      for (const [id, quantity] of wanted) {
        await em.execute('UPDATE products SET quantity = quantity - ? WHERE id = ?', [quantity, id]);
      }

      const placed = em.create(Order, { user: userId, cart });
      items.forEach((item, position) => {
        const product = products.get((item.product as { id: string }).id) as LockedProduct;
        placed.items.add(
          em.create(OrderItem, {
            order: placed,
            product: item.product,
            position,
            productName: product.name,
            productSlug: product.slug,
            productImageUrl: product.image_urls[0] ?? null,
            basePaise: product.price_paise,
            sizeLabel: item.sizeLabel,
            quantity: item.quantity,
            unitPaise: item.unitPaise,
            totalPaise: item.totalPaise,
            taxPaise: item.taxPaise,
          }),
        );
      });
      const buyer = await em.findOneOrFail(User, userId, { fields: ['email', 'firstName'] });
      await em.flush();
      this.mail.queue(em, orderConfirmationEmail(buyer.email, buyer.firstName, toOrderDto(placed), this.config.publicUrl));
      return placed;
    });
    this.mail.deliverSoon();
    return order;
  }

  /** The caller's orders, newest first. */
  mine(userId: string): Promise<Order[]> {
    return this.em.find(Order, { user: userId }, { populate: ['items', 'cart'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Every customer's orders, newest first (administrators). */
  all(): Promise<Order[]> {
    return this.em.find(Order, {}, { populate: ['items', 'cart'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** One order: its owner's or, for an administrator, anyone's; otherwise as if it did not exist. */
  async get(id: string, caller: AuthenticatedUser): Promise<Order> {
    const where = caller.role === Role.Admin ? { id } : { id, user: caller.id };
    const order = await this.em.findOne(Order, where, { populate: ['items', 'cart'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }
}
