import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { raw } from '@mikro-orm/core';
import { AppConfig, Forbidden, InvalidInput, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { canCancelOrder, ItemStatus, maySetStatus, OrderMessage, Role, statusChange } from '@nidra/shared/contracts';
import { Cart } from '../cart/cart.entity';
import { orderConfirmationEmail } from './order.emails';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { toOrderDto } from './order.mapper';
import { returnStock, takeStock, unitsByProduct, type LockedProduct } from './stock';

/** How a refusal names a cart line whose product has gone. */
const IN_CART = 'A product in your cart';

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
      const existing = await em.findOne(Order, { cart: cartId }, { populate: ['items'] });
      if (existing) return existing;

      const cart = await em.findOneOrFail(Cart, cartId, { populate: ['items'] });
      const items = cart.items.getItems().sort((a, b) => a.created.getTime() - b.created.getTime());
      if (items.some((item) => !item.product)) throw new InvalidInput(OrderMessage.productGone(IN_CART));
      const products = await takeStock(em, unitsByProduct(items), IN_CART);

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
    return this.em.find(Order, { user: userId }, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Every customer's orders, newest first (administrators). */
  all(): Promise<Order[]> {
    return this.em.find(Order, {}, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Orders whose id contains the text: the caller's own, or everyone's for an administrator unless narrowed. */
  search(text: string, caller: AuthenticatedUser, onlyMine = false): Promise<Order[]> {
    // Ids are stored in lower case; the query validates the length (2+).
    const term = text.trim().toLowerCase();
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.em.find(
      Order,
      { [raw((alias) => `${alias}.id::text`)]: { $like: pattern }, ...(caller.role === Role.Admin && !onlyMine ? {} : { user: caller.id }) },
      { populate: ['items'], orderBy: { created: 'desc', id: 'desc' }, limit: 100 },
    );
  }

  /**
   * Sets one item's status (decisions §5, §20): a role that may not make the change at all is refused
   * first (403), then someone else's order or item (404), then a change the item's state rules out (400).
   * Cancelling puts the quantity back in stock; an administrator reviving a cancelled item takes it again.
   */
  async setItemStatus(
    caller: AuthenticatedUser,
    itemId: string,
    change: { orderId: string; cartId?: string; status: ItemStatus },
  ): Promise<{ order: Order; orderCancelled: boolean }> {
    if (!maySetStatus(caller.role, change.status)) {
      throw new Forbidden(OrderMessage.onlyCancel);
    }
    return this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, change.orderId, caller);
      if (change.cartId && order.cart.id !== change.cartId) throw new NotFound(OrderMessage.itemNotFound);
      const item = order.items.getItems().find((candidate) => candidate.id === itemId);
      if (!item) throw new NotFound(OrderMessage.itemNotFound);

      const from = item.status;
      if (from === change.status) return { order, orderCancelled: allCancelled(order) };
      if (statusChange(caller.role, from, change.status) === 'not-from-here') {
        throw new InvalidInput(from === ItemStatus.Delivered ? OrderMessage.deliveredItem : OrderMessage.alreadyCancelled);
      }
      if (change.status === ItemStatus.Cancelled) {
        await returnStock(em, unitsByProduct([item]));
      } else if (from === ItemStatus.Cancelled) {
        // Reviving a cancelled item takes its units again, if they are still there.
        if (!item.product) throw new InvalidInput(OrderMessage.productGone(item.productName));
        await takeStock(em, unitsByProduct([item]), item.productName);
      }
      item.status = change.status;
      await em.flush();
      return { order, orderCancelled: allCancelled(order) };
    });
  }

  /** Cancels every item of an order while none is Delivered, and puts their quantities back. */
  async cancel(id: string, caller: AuthenticatedUser): Promise<Order> {
    return this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, id, caller);
      const items = order.items.getItems();
      if (!canCancelOrder(items.map((item) => item.status))) throw new InvalidInput(OrderMessage.deliveredOrder);
      const live = items.filter((item) => item.status !== ItemStatus.Cancelled);
      await returnStock(em, unitsByProduct(live));
      for (const item of live) item.status = ItemStatus.Cancelled;
      await em.flush();
      return order;
    });
  }

  /** Locks an order for a status change and loads it fresh; someone else's is as if it did not exist. */
  private async lockOrder(em: EntityManager, id: string, caller: AuthenticatedUser): Promise<Order> {
    const mine = caller.role === Role.Admin ? '' : ' AND user_id = ?';
    const params = caller.role === Role.Admin ? [id] : [id, caller.id];
    const [row] = await em.execute<Array<{ id: string }>>(`SELECT id FROM orders WHERE id = ?${mine} FOR UPDATE`, params);
    if (!row) throw new NotFound(OrderMessage.notFound);
    return em.findOneOrFail(Order, id, { populate: ['items'], refresh: true });
  }

  /** One order: its owner's or, for an administrator, anyone's; otherwise as if it did not exist. */
  async get(id: string, caller: AuthenticatedUser): Promise<Order> {
    const where = caller.role === Role.Admin ? { id } : { id, user: caller.id };
    const order = await this.em.findOne(Order, where, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }
}

function allCancelled(order: Order): boolean {
  return order.items.getItems().every((item) => item.status === ItemStatus.Cancelled);
}
