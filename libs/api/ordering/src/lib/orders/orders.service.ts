import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { raw } from '@mikro-orm/core';
import {
  AppConfig,
  Conflict,
  containsPattern,
  Forbidden,
  InvalidInput,
  lockAndLoad,
  MailService,
  NotFound,
  type AuthenticatedUser,
} from '@nidra/api/core';
import { canCancelOrder, ItemStatus, maySetStatus, OrderMessage, Role, statusChange } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { PricesChanged, StockService, unitsByProduct } from '@nidra/api/catalog';
import { CartService } from '../cart/cart.service';
import { orderConfirmationEmail } from './order.emails';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { toOrderDto } from './order.mapper';

/** How a refusal names a cart line whose product has gone. */
const IN_CART = 'A product in your cart';

/** A cart line as it was priced (a null product: deleted since). */
interface CartLineRow {
  id: string;
  product_id: string | null;
  product_name: string;
  product_slug: string;
  product_image_url: string | null;
  size_label: string | null;
  quantity: number;
  base_paise: number | null;
  unit_paise: number;
  total_paise: number;
  tax_paise: number;
  taxable: boolean;
}

/** Who is buying, as the request's sign-in found them: the confirmation email goes to them. */
export type Buyer = Pick<AuthenticatedUser, 'id' | 'email' | 'firstName'>;

@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly carts: CartService,
    private readonly stock: StockService,
  ) {}

  /**
   * Places the caller's cart in one transaction: the cart is locked, the order and its lines (priced when
   * the cart was made) and the confirmation email are written, and then the catalogue reserves every
   * line's units, checking each product is still on sale at the price the cart was priced at. Stock comes
   * last so that the products stay locked only for that and the commit: buyers of the same product wait
   * for each other as briefly as possible. A product no longer on sale or a short line refuses the whole
   * order and writes nothing; a price changed since the cart was priced refuses it too (409), and the
   * cart is priced again so that placing it again succeeds at the new price. Placing the same cart again
   * answers with the order it made.
   */
  async place(buyer: Buyer, cartId: string): Promise<Order> {
    try {
      return await this.placeOnce(buyer, cartId);
    } catch (error) {
      if (!(error instanceof PricesChanged)) throw error;
      await this.carts.reprice(cartId, error.products);
      const named = error.products.map((product) => OrderMessage.priceChanged(product.name, formatInr(product.pricePaise / 100)));
      throw new Conflict(named.join(' '));
    }
  }

  private async placeOnce(buyer: Buyer, cartId: string): Promise<Order> {
    const order = await this.em.transactional(async (em) => {
      // The lock first, on its own: a statement that waited for it reads what was committed meanwhile
      // only in the locked row, so whether the cart was placed is asked in the next statement.
      const [cart] = await em.execute<Array<{ id: string }>>('SELECT id FROM carts WHERE id = ? AND user_id = ? FOR UPDATE', [
        cartId,
        buyer.id,
      ]);
      if (!cart) throw new NotFound(OrderMessage.cartNotFound);
      const rows = await em.execute<Array<{ order_id: string | null } & Partial<CartLineRow>>>(
        `SELECT placed.id AS order_id, line.*
           FROM (SELECT 1) one
           LEFT JOIN orders placed ON placed.cart_id = ?
           LEFT JOIN LATERAL (
             SELECT i.id, i.created, i.product_id, i.product_name, i.product_slug, i.product_image_url, i.size_label, i.quantity,
                    i.base_paise, i.unit_paise, i.total_paise, i.tax_paise, i.taxable
               FROM cart_items i
              WHERE i.cart_id = ?
           ) line ON placed.id IS NULL
          ORDER BY line.created, line.id`,
        [cartId, cartId],
      );
      const placedBefore = rows[0]?.order_id;
      if (placedBefore) return em.findOneOrFail(Order, placedBefore, { populate: ['items'] });
      const lines = rows.filter((row): row is CartLineRow & { order_id: null } => row.id != null);
      if (lines.some((line) => !line.product_id)) throw new InvalidInput(OrderMessage.productGone(IN_CART));

      const placed = em.create(Order, { userId: buyer.id, cart: cartId });
      lines.forEach((line, position) => {
        placed.items.add(
          em.create(OrderItem, {
            order: placed,
            productId: line.product_id,
            position,
            productName: line.product_name,
            productSlug: line.product_slug,
            productImageUrl: line.product_image_url,
            // A line priced before base prices were kept is priced again by the reservation below.
            basePaise: line.base_paise ?? 0,
            sizeLabel: line.size_label,
            quantity: line.quantity,
            unitPaise: line.unit_paise,
            totalPaise: line.total_paise,
            taxPaise: line.tax_paise,
          }),
        );
      });
      this.mail.queue(em, orderConfirmationEmail(buyer.email, buyer.firstName, toOrderDto(placed), this.config.publicUrl));
      await em.flush();
      await this.stock.reserve(
        em,
        lines.map((line) => ({ productId: line.product_id as string, quantity: line.quantity, basePaise: line.base_paise, taxable: line.taxable })),
        IN_CART,
      );
      return placed;
    });
    this.mail.deliverSoon();
    return order;
  }

  /** The caller's orders, newest first. */
  mine(userId: string): Promise<Order[]> {
    return this.em.find(Order, { userId }, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Every customer's orders, newest first (administrators). */
  all(): Promise<Order[]> {
    return this.em.find(Order, {}, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Orders whose id contains the text: the caller's own, or everyone's for an administrator unless narrowed. */
  search(text: string, caller: AuthenticatedUser, onlyMine = false): Promise<Order[]> {
    // Ids are stored in lower case; the query validates the length (2+).
    const term = text.trim().toLowerCase();
    const pattern = containsPattern(term);
    return this.em.find(
      Order,
      { [raw((alias) => `${alias}.id::text`)]: { $like: pattern }, ...(caller.role === Role.Admin && !onlyMine ? {} : { userId: caller.id }) },
      { populate: ['items'], orderBy: { created: 'desc', id: 'desc' }, limit: 100 },
    );
  }

  /**
   * Sets one item's status: a role that may not make the change at all is refused
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
      if (statusChange(caller.role, from, change.status) === 'not-from-here') {
        throw new InvalidInput(from === ItemStatus.Delivered ? OrderMessage.deliveredItem : OrderMessage.alreadyCancelled);
      }
      if (from === change.status) return { order, orderCancelled: allCancelled(order) };
      if (change.status === ItemStatus.Cancelled) {
        await this.stock.release(em, unitsByProduct([item]));
      } else if (from === ItemStatus.Cancelled) {
        // Reviving a cancelled item takes its units again, if they are still there.
        if (!item.productId) throw new InvalidInput(OrderMessage.productGone(item.productName));
        await this.stock.take(em, unitsByProduct([item]), item.productName);
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
      await this.stock.release(em, unitsByProduct(live));
      for (const item of live) item.status = ItemStatus.Cancelled;
      await em.flush();
      return order;
    });
  }

  /** Locks an order for a status change and loads it fresh; someone else's is as if it did not exist. */
  private async lockOrder(em: EntityManager, id: string, caller: AuthenticatedUser): Promise<Order> {
    const order = await lockAndLoad(em, Order, id, caller.role === Role.Admin ? {} : { userId: caller.id }, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }

  /** One order: its owner's or, for an administrator, anyone's; otherwise as if it did not exist. */
  async get(id: string, caller: AuthenticatedUser): Promise<Order> {
    const where = caller.role === Role.Admin ? { id } : { id, userId: caller.id };
    const order = await this.em.findOne(Order, where, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }
}

function allCancelled(order: Order): boolean {
  return order.items.getItems().every((item) => item.status === ItemStatus.Cancelled);
}
