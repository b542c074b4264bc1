import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { raw } from '@mikro-orm/core';
import { AppConfig, Conflict, containsPattern, InvalidInput, lockAndLoad, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import {
  CheckoutMessage,
  DEFAULT_HSN,
  DEFAULT_UQC,
  OrderMessage,
  PLACED_PAYMENTS,
  Role,
  gstStateByCode,
  type BusinessBuyerRequest,
  type CheckoutAddress,
  type PaymentMethod,
  type OrderDto,
  type RazorpayPaymentDto,
} from '@nidra/shared/contracts';
import { formatInr, formatInrShort, orderTotals } from '@nidra/shared/util';
import { PricesChanged, ProductLookup } from '@nidra/api/catalog';
import { DeliveryAddresses } from '@nidra/api/identity';
import { DeliveryService } from '@nidra/api/fulfilment';
import { CartService } from '../cart/cart.service';
import { LineSellers } from '../cart/line-sellers';
import type { StoredLine } from '../cart/priced-cart';
import { PaymentsService } from '../payments/payments.service';
import { RazorpayGateway } from '../razorpay/razorpay.gateway';
import { bookDelivery, typedDelivery, type ResolvedDelivery } from './delivery-choice';
import { Order } from '../model/order.entity';
import { OrderItem } from '../model/order-item.entity';
import { toOrderDto } from '../model/order.mapper';
import { InvoicesService, lineTax } from '@nidra/api/invoicing';
import { IN_CART, OrderLifecycle } from '../lifecycle/order-lifecycle';

/** A cart line as it was priced (a null product: deleted since), with what a placement copies besides. */
type CartLineRow = StoredLine & { base_paise: number | null; hsn: string | null };

/** Who is buying, as the request's sign-in found them: the confirmation email goes to them. */
export type Buyer = Pick<AuthenticatedUser, 'id' | 'email' | 'firstName'>;

/** Where the order goes and how it is paid; nothing chosen: the default address, cash on delivery. */
export interface CheckoutChoice {
  addressId?: string;
  address?: CheckoutAddress;
  paymentMethod?: PaymentMethod;
  buyerGstin?: string;
  buyer?: BusinessBuyerRequest;
}

/** Who is billed: a business in its own name (`buyer`), or a GSTIN alone, or nobody but the person buying. */
type Billing = { gstin: string | null; business: BusinessBuyerRequest | null };

/** A placed order, and for online payment what the browser needs to open Razorpay Checkout. */
export interface Placed {
  order: Order;
  /** Its invoice's number, once confirmed. */
  invoiceNumber: string | null;
  payment?: RazorpayPaymentDto;
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly carts: CartService,
    private readonly addresses: DeliveryAddresses,
    private readonly delivery: DeliveryService,
    private readonly gateway: RazorpayGateway,
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicesService,
    private readonly products: ProductLookup,
    private readonly lifecycle: OrderLifecycle,
    private readonly lineSellers: LineSellers,
  ) {}

  /**
   * Places the caller's cart in one transaction: the cart is locked, the order and its lines (priced when
   * the cart was made) and, for cash on delivery, the confirmation email are written, and then the
   * catalogue reserves every line's units, checking each product is still on sale at the price the cart
   * was priced at. Stock comes last so that the products stay locked only for that and the commit: buyers
   * of the same product wait for each other as briefly as possible. A product no longer on sale or a short
   * line refuses the whole order and writes nothing; a price changed since the cart was priced refuses it
   * too (409), and the cart is priced again so that placing it again succeeds at the new price. Placing
   * the same cart again answers with the order it made (an unpaid one waits for payment anew).
   *
   * The delivery address is copied into the order. Cash on delivery is for totals up to `COD_LIMIT` where
   * the pincode allows it, confirmed at once; an online payment holds the stock while it is pending and
   * the order is confirmed by the payment.
   */
  async place(buyer: Buyer, cartId: string, choice: CheckoutChoice = {}): Promise<Placed> {
    const method = choice.paymentMethod ?? 'cod';
    if (method === 'razorpay' && !this.gateway.configured) throw new InvalidInput(CheckoutMessage.onlineUnavailable);
    const delivery = await this.deliveryFor(buyer.id, choice);
    if (delivery && !delivery.serviceable) throw new InvalidInput(CheckoutMessage.notServiceable(delivery.address.pincode));
    // A shop not registered for GST may supply only within its own state.
    if (delivery && !this.config.shopGstin && delivery.address.stateCode !== this.config.shopState) {
      throw new InvalidInput(CheckoutMessage.outsideShopState(gstStateByCode(this.config.shopState)?.name ?? this.config.shopState));
    }
    const billing: Billing = { gstin: choice.buyer?.gstin ?? choice.buyerGstin ?? null, business: choice.buyer ?? null };
    let placed: { order: Order; invoiceNumber?: string | null };
    try {
      placed = await this.placeOnce(buyer, cartId, method, delivery, billing);
    } catch (error) {
      if (!(error instanceof PricesChanged)) throw error;
      await this.carts.reprice(cartId, error.products);
      const named = error.products.map((product) => OrderMessage.priceChanged(product.name, formatInr(product.pricePaise / 100)));
      throw new Conflict(named.join(' '));
    }
    const { order } = placed;
    // Placed before (the same cart again): its invoice, if any, is looked up.
    const invoiceNumber = placed.invoiceNumber !== undefined ? placed.invoiceNumber : ((await this.invoices.numbersOf([order.id])).get(order.id) ?? null);
    if (order.paymentStatus !== 'pending') return { order, invoiceNumber };
    return { order, invoiceNumber, payment: await this.payments.checkoutFor(order) };
  }

  /** Orders as the API answers them, with their invoices' numbers (one statement for all). */
  async present(orders: Order[]): Promise<OrderDto[]> {
    const numbers = await this.invoices.numbersOf(orders.map((order) => order.id));
    return orders.map((order) => toOrderDto(order, numbers.get(order.id) ?? null));
  }

  /** The chosen or typed address, or with neither the default one if it will do; null for none. */
  private async deliveryFor(userId: string, choice: CheckoutChoice): Promise<ResolvedDelivery | null> {
    const estimate = (pincode: string) => this.delivery.estimate(pincode);
    if (choice.address) return typedDelivery(choice.address, estimate);
    const entry = await this.addresses.forOrder(userId, choice.addressId);
    return entry ? bookDelivery(entry, estimate, !choice.addressId) : null;
  }

  private async placeOnce(
    buyer: Buyer,
    cartId: string,
    method: PaymentMethod,
    delivery: ResolvedDelivery | null,
    billing: Billing,
  ): Promise<{ order: Order; invoiceNumber?: string | null }> {
    const placed = await this.em.transactional(async (em) => {
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
             SELECT i.id, i.created, i.product_id, i.variant_id, i.sku, i.thickness, i.product_name, i.product_slug, i.product_image_url, i.size_label, i.quantity,
                    i.base_paise, i.unit_paise, i.total_paise, i.tax_paise, i.taxable, i.gst_rate::float8 AS gst_rate, i.hsn
               FROM cart_items i
              WHERE i.cart_id = ?
           ) line ON placed.id IS NULL
          ORDER BY line.created, line.id`,
        [cartId, cartId],
      );
      const placedBefore = rows[0]?.order_id;
      if (placedBefore) {
        const before = await lockAndLoad(em, Order, placedBefore, {}, { populate: ['items'] });
        if (!before) throw new NotFound(OrderMessage.notFound);
        await this.payments.reopen(em, before, new Date());
        await em.flush();
        return { order: before };
      }
      const stored = rows.filter((row): row is CartLineRow & { order_id: null } => row.id != null);
      if (stored.some((line) => !line.product_id)) throw new InvalidInput(OrderMessage.productGone(IN_CART));
      const lines = await this.carts.withVariants(stored);
      if (method === 'cod') this.checkCashOnDelivery(lines, delivery);
      const products = await this.lineSellers.of(em, lines.map((line) => line.product_id as string));

      // Where the goods go decides the tax: the same state as the line's seller's is CGST + SGST, another IGST.
      const sellerStateCode = this.config.shopState;
      const supplyStateCode = delivery?.address.stateCode ?? sellerStateCode;
      const placed = em.create(Order, {
        userId: buyer.id,
        sellerStateCode,
        supplyStateCode,
        cart: cartId,
        deliveryAddress: delivery?.address ?? null,
        paymentMethod: method,
        paymentStatus: method === 'cod' ? 'cod' : 'pending',
        paymentDueAt: method === 'cod' ? null : this.payments.dueFrom(new Date()),
        buyerGstin: billing.gstin,
        buyerLegalName: billing.business?.legalName ?? null,
        buyerAddress: billing.business?.address ?? null,
        buyerStateCode: billing.business?.stateCode ?? null,
      });
      lines.forEach((line, position) => {
        const product = products.get(line.product_id as string);
        const seller = product?.seller;
        const intraState = supplyStateCode === (seller?.stateCode ?? sellerStateCode);
        placed.items.add(
          em.create(OrderItem, {
            order: placed,
            productId: line.product_id,
            brandId: product?.brandId ?? null,
            sellerId: seller?.merchantId ?? null,
            uqc: product?.uqc ?? DEFAULT_UQC,
            position,
            productName: line.product_name,
            productSlug: line.product_slug,
            productImageUrl: line.product_image_url,
            // A line priced before base prices were kept is priced again by the reservation below.
            basePaise: line.base_paise ?? 0,
            sizeLabel: line.size_label,
            variantId: line.variant_id,
            sku: line.sku,
            thickness: line.thickness,
            // A custom size is made to order: it holds no stock.
            stockHeld: line.variant_id !== null,
            quantity: line.quantity,
            unitPaise: line.unit_paise,
            totalPaise: line.total_paise,
            // The line's tax as its invoice states it (a line priced before rates were kept is priced again below).
            taxPaise: lineTax(line.total_paise, line.gst_rate ?? 0, intraState).tax,
            gstRate: line.gst_rate ?? 0,
            hsn: line.hsn ?? DEFAULT_HSN,
          }),
        );
      });
      // Cash on delivery is confirmed at once; an online payment's order waits for the money.
      const reservation = lines.map((line) => ({
        productId: line.product_id as string,
        variantId: line.variant_id,
        quantity: line.quantity,
        basePaise: line.base_paise,
        unitPaise: line.unit_paise,
        gstRate: line.gst_rate,
      }));
      const moved = await this.lifecycle.place(em, placed, buyer, reservation);
      return { order: placed, invoiceNumber: moved.invoiceNumber ?? null };
    });
    // The confirmation waits in the outbox, committed with the order: sent now.
    this.mail.deliverSoon();
    return placed;
  }

  /** Cash on delivery: up to `COD_LIMIT` in all, and where the courier collects cash. */
  private checkCashOnDelivery(lines: CartLineRow[], delivery: ResolvedDelivery | null): void {
    const { totalWithTaxPaise } = orderTotals(lines.map((line) => ({ totalPaise: line.total_paise, taxPaise: line.tax_paise })));
    if (totalWithTaxPaise > Math.round(this.config.codLimit * 100)) {
      throw new InvalidInput(CheckoutMessage.codOverLimit(formatInrShort(this.config.codLimit)));
    }
    if (delivery && !delivery.codAvailable) throw new InvalidInput(CheckoutMessage.codUnavailable(delivery.address.pincode));
  }

  /** The caller's placed orders, newest first. */
  mine(userId: string): Promise<Order[]> {
    return this.em.find(Order, { userId, paymentStatus: [...PLACED_PAYMENTS] }, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /**
   * The placed orders holding a merchant's brand's items, newest first, each narrowed to those items (its
   * totals theirs): what the merchant sold and ships.
   */
  async sold(merchantId: string): Promise<OrderDto[]> {
    const brands = await this.products.brandIdsOfMerchant(merchantId);
    if (brands.length === 0) return [];
    const orders = await this.em.find(
      Order,
      { paymentStatus: [...PLACED_PAYMENTS], items: { brandId: { $in: brands } } },
      { populate: ['items'], orderBy: { created: 'desc', id: 'desc' }, limit: 500 },
    );
    const own = new Set(brands);
    const numbers = await this.invoices.numbersOf(orders.map((order) => order.id));
    return orders.map((order) => toOrderDto(order, numbers.get(order.id) ?? null, (item) => item.brandId !== null && own.has(item.brandId)));
  }

  /** Every customer's placed orders, newest first (administrators). */
  all(): Promise<Order[]> {
    return this.em.find(Order, { paymentStatus: [...PLACED_PAYMENTS] }, { populate: ['items'], orderBy: { created: 'desc', id: 'desc' } });
  }

  /** Orders whose id contains the text: the caller's own, or everyone's for an administrator unless narrowed. */
  search(text: string, caller: AuthenticatedUser, onlyMine = false): Promise<Order[]> {
    // Ids are stored in lower case; the query validates the length (2+).
    const term = text.trim().toLowerCase();
    const pattern = containsPattern(term);
    return this.em.find(
      Order,
      {
        [raw((alias) => `${alias}.id::text`)]: { $like: pattern },
        paymentStatus: [...PLACED_PAYMENTS],
        ...(caller.role === Role.Admin && !onlyMine ? {} : { userId: caller.id }),
      },
      { populate: ['items'], orderBy: { created: 'desc', id: 'desc' }, limit: 100 },
    );
  }

  /**
   * One order as the caller may see it: its owner's whole, an administrator's whole, a merchant's narrowed
   * to its own brand's items (one it holds none of is as if it did not exist).
   */
  async one(id: string, caller: AuthenticatedUser): Promise<OrderDto> {
    if (caller.role === Role.Merchant && caller.merchantId) {
      const order = await this.em.findOne(Order, { id, paymentStatus: [...PLACED_PAYMENTS] }, { populate: ['items'] });
      if (order && order.userId !== caller.id) {
        const own = new Set(await this.products.brandIdsOfMerchant(caller.merchantId));
        const mine = (item: OrderItem) => item.brandId !== null && own.has(item.brandId);
        if (!order.items.getItems().some(mine)) throw new NotFound(OrderMessage.notFound);
        return toOrderDto(order, (await this.invoices.numbersOf([order.id])).get(order.id) ?? null, mine);
      }
    }
    const [order] = await this.present([await this.get(id, caller)]);
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
