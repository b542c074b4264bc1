import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProductLookup } from '@nidra/api/catalog';
import { InvalidInput, lockAndLoad, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { courierTime, ShipmentsService, type ShipmentToBook, type TrackedShipment } from '@nidra/api/fulfilment';
import { UsersService } from '@nidra/api/identity';
import {
  awaitsPayment,
  isPlaced,
  ItemStatus,
  OrderMessage,
  packageFor,
  ReturnStatus,
  Role,
  ShippingMessage,
  type CourierWebhookRequest,
  type ItemPackage,
  type ShipmentDto,
  type ShipmentPackage,
} from '@nidra/shared/contracts';
import { lineDescription } from '@nidra/shared/util';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { Order } from '../model/order.entity';
import { isLive, type OrderItem } from '../model/order-item.entity';
import { ItemReturn } from '../model/return.entity';
import type { BookShipmentDto } from './shipping.dto';

/** Where each move the courier reports takes the items it carries. */
const TO: Record<NonNullable<TrackedShipment['move']>, ItemStatus> = {
  shipped: ItemStatus.Shipped,
  delivered: ItemStatus.Delivered,
  'returned-to-origin': ItemStatus.Cancelled,
  'cancelled-before-pickup': ItemStatus.NotProcessed,
};

/** Items that may be booked: placed, neither shipped nor done. */
const WAITING = new Set<ItemStatus>([ItemStatus.NotProcessed, ItemStatus.Processing]);

/**
 * An order's shipping: booking its items with the courier (fulfilment keeps the parcel), and moving them
 * through the order's lifecycle as the courier reports them, so a parcel's scans become Shipped, Delivered,
 * or Cancelled with the units back and the money refunded.
 */
@Injectable()
export class ShippingService {
  constructor(
    private readonly em: EntityManager,
    private readonly shipments: ShipmentsService,
    private readonly lifecycle: OrderLifecycle,
    private readonly products: ProductLookup,
    private readonly users: UsersService,
  ) {}

  /**
   * Books items of one seller of one order in one package: administrators any, a merchant its own brand's.
   * Booked items become Processing.
   */
  async book(orderId: string, request: BookShipmentDto, caller: AuthenticatedUser): Promise<ShipmentDto> {
    if (!this.shipments.connected) throw new InvalidInput(ShippingMessage.noCourier);
    const { order, items: mine } = await this.visible(orderId, caller);
    if (awaitsPayment(order.paymentStatus)) throw new InvalidInput(ShippingMessage.unpaid);
    const address = order.deliveryAddress;
    if (!address) throw new InvalidInput(ShippingMessage.noAddress);
    const items = await this.shippable(mine, request.items);
    const shipment = await this.shipments.book({
      orderId: order.id,
      orderDate: order.created,
      items: items.map(courierItem),
      customer: await this.customer(order, address),
      paymentMethod: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
      package: request.package,
      ewayBill: request.ewayBill ?? null,
    });
    await this.move(order.id, shipment.items, ItemStatus.Processing);
    return shipment;
  }

  /** An order's shipments: its buyer's, an administrator's, or a merchant's of its own items. */
  async ofOrder(orderId: string, caller: AuthenticatedUser): Promise<ShipmentDto[]> {
    const { order, items, whole } = await this.visible(orderId, caller, true);
    const shipments = await this.shipments.ofOrder(order.id);
    if (whole) return shipments;
    const own = new Set(items.map((item) => item.id));
    return shipments.filter((shipment) => shipment.items.some((id) => own.has(id)));
  }

  /** The packages of the order's items the caller may ship, one unit each as its variant is packed: where a booking starts. */
  async packagesOf(orderId: string, caller: AuthenticatedUser): Promise<ItemPackage[]> {
    const { items } = await this.visible(orderId, caller);
    const packages = await this.products.packagesOfVariants(items.flatMap((item) => (item.variantId ? [item.variantId] : [])));
    return items.map((item) => ({ item: item.id, package: (item.variantId && packages.get(item.variantId)) || null }));
  }

  get connected(): boolean {
    return this.shipments.connected;
  }

  /**
   * Books the courier's reverse pickup of an approved return, in the package given, else the one its item
   * came in, else its variant's (an item that went by hand). Access is the caller's to check (the returns' rules).
   */
  async bookReturnPickup(found: ItemReturn, order: Order, given?: ShipmentPackage): Promise<ShipmentDto> {
    if (!this.shipments.connected) throw new InvalidInput(ShippingMessage.noCourier);
    if (found.status !== ReturnStatus.Approved) throw new InvalidInput(ShippingMessage.pickupNotApproved);
    const address = order.deliveryAddress;
    if (!address) throw new InvalidInput(ShippingMessage.noAddress);
    const item = found.item;
    const parcel = given ?? (await this.shipments.packageOf(item.id)) ?? (await this.variantPackage(item));
    if (!parcel) throw new InvalidInput(ShippingMessage.pickupPackage);
    return this.shipments.bookReturn({
      orderId: order.id,
      orderDate: order.created,
      returnId: found.id,
      items: [courierItem(item)],
      customer: await this.customer(order, address),
      paymentMethod: 'Prepaid',
      package: parcel,
      ewayBill: null,
    });
  }

  /** The item's units as its variant packs them; null when the variant gives no package. */
  private async variantPackage(item: OrderItem): Promise<ShipmentPackage | null> {
    if (!item.variantId) return null;
    const packages = await this.products.packagesOfVariants([item.variantId]);
    return packageFor([{ package: packages.get(item.variantId) ?? null, units: item.quantity }]);
  }

  /** The buyer as the courier meets them: the order's delivery address, and their email. */
  private async customer(order: Order, address: NonNullable<Order['deliveryAddress']>): Promise<ShipmentToBook['customer']> {
    const buyer = await this.users.contact(order.userId);
    const { name, city, pincode, state, mobile } = address;
    return { name, address: address.address, city, pincode, state, email: buyer?.email ?? '', phone: mobile };
  }

  /** Where a shipment's label is, for staff who may ship its items. */
  async labelUrl(shipmentId: string, caller: AuthenticatedUser): Promise<string> {
    const { shipment } = await this.staffShipment(shipmentId, caller);
    if (!shipment.labelUrl) throw new NotFound(ShippingMessage.noLabel);
    return shipment.labelUrl;
  }

  /** Cancels a shipment before pickup; its items go back to Not processed. */
  async cancel(shipmentId: string, caller: AuthenticatedUser): Promise<ShipmentDto> {
    const { order } = await this.staffShipment(shipmentId, caller);
    const cancelled = await this.shipments.cancel(shipmentId);
    await this.move(order.id, cancelled.items, ItemStatus.NotProcessed);
    return cancelled;
  }

  /** A shipment and its order, for an administrator or the merchant whose items it carries; otherwise not found. */
  private async staffShipment(shipmentId: string, caller: AuthenticatedUser): Promise<{ shipment: ShipmentDto; order: Order }> {
    const shipment = await this.shipments.get(shipmentId);
    const { order, items } = await this.visible(shipment.orderId, caller);
    const own = new Set(items.map((item) => item.id));
    if (!shipment.items.every((id) => own.has(id))) throw new NotFound(ShippingMessage.notFound);
    return { shipment, order };
  }

  /** What the courier reports of a parcel: recorded once, and its items moved forward. */
  async report(body: CourierWebhookRequest): Promise<void> {
    const tracked = await this.shipments.track({
      awb: body.awb,
      currentStatus: body.current_status,
      at: atOf(body.current_timestamp),
      scans: (body.scans ?? []).map((scan) => ({ at: atOf(scan.date).toISOString(), status: scan.status, activity: scan.activity ?? '', location: scan.location ?? '' })),
    });
    if (tracked) await this.follow(tracked);
  }

  /** Asks the courier of parcels it has not spoken of for a while; answers how many it asked of. */
  async pollSilent(): Promise<number> {
    const silent = await this.shipments.silent();
    for (const { awb } of silent) {
      const tracked = await this.shipments.poll(awb);
      if (tracked) await this.follow(tracked);
    }
    return silent.length;
  }

  /** Moves a tracked shipment's items as its report says; a return's parcel delivered back makes the return Received. */
  private async follow(tracked: TrackedShipment): Promise<void> {
    if (!tracked.move) return;
    if (tracked.shipment.direction === 'return') {
      if (tracked.move === 'delivered' && tracked.returnId) await this.received(tracked.shipment.orderId, tracked.returnId);
      return;
    }
    const tracking = tracked.shipment.awb ? { courier: tracked.shipment.courier ?? 'Courier', trackingNumber: tracked.shipment.awb } : undefined;
    await this.move(tracked.shipment.orderId, tracked.itemIds, TO[tracked.move], tracking);
  }

  /** A return whose parcel reached the shop: Received, its units back in stock (once, however often it is reported). */
  private async received(orderId: string, returnId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const order = await lockAndLoad(em, Order, orderId, {}, { populate: ['items'] });
      const found = await lockAndLoad(em, ItemReturn, returnId, {}, { populate: ['item'] });
      if (!order || !found || found.status !== ReturnStatus.Approved) return;
      await this.lifecycle.moveReturn(em, order, found, ReturnStatus.Received);
    });
  }

  /** Moves these items of the order, locked, as far as the courier may move them. */
  private async move(orderId: string, itemIds: readonly string[], to: ItemStatus, tracking?: { courier: string; trackingNumber: string }): Promise<void> {
    await this.em.transactional(async (em) => {
      const order = await lockAndLoad(em, Order, orderId, {}, { populate: ['items'] });
      if (!order) return;
      const ids = new Set(itemIds);
      const moves = order.items.getItems().filter((item) => ids.has(item.id)).map((item) => ({ item, to }));
      await this.lifecycle.byCourier(em, order, moves, tracking);
    });
  }

  /**
   * A placed order the caller may ship or see, with the items that are theirs (`whole`: every one): any order
   * for administrators, one holding its brands' items for a merchant (those items), its own for a shopper.
   * The merchant's brands are asked for once.
   */
  private async visible(orderId: string, caller: AuthenticatedUser, buyerToo = false): Promise<{ order: Order; items: OrderItem[]; whole: boolean }> {
    const order = await this.em.findOne(Order, orderId, { populate: ['items'] });
    if (!order || !isPlaced(order.paymentStatus)) throw new NotFound(OrderMessage.notFound);
    if (caller.role === Role.Admin || (buyerToo && order.userId === caller.id)) return { order, items: order.items.getItems(), whole: true };
    if (caller.role === Role.Merchant && caller.merchantId) {
      const brands = new Set(await this.products.brandIdsOfMerchant(caller.merchantId));
      const items = order.items.getItems().filter((item) => item.brandId !== null && brands.has(item.brandId));
      if (items.length > 0) return { order, items, whole: false };
    }
    throw new NotFound(OrderMessage.notFound);
  }

  /** The items asked for, each among the caller's, waiting to ship, and all of one seller. */
  private async shippable(mine: readonly OrderItem[], itemIds: readonly string[]): Promise<OrderItem[]> {
    const byId = new Map(mine.map((item) => [item.id, item]));
    const items = [...new Set(itemIds)].map((id) => byId.get(id));
    if (items.some((item) => item === undefined)) throw new InvalidInput(ShippingMessage.itemNotInOrder);
    const chosen = items as OrderItem[];
    for (const item of chosen) {
      if (!isLive(item) || !WAITING.has(item.status)) throw new InvalidInput(ShippingMessage.itemNotShippable(item.productName));
    }
    const sellers = await this.products.sellersOfBrands(chosen.flatMap((item) => (item.brandId ? [item.brandId] : [])));
    if (new Set(chosen.map((item) => (item.brandId ? (sellers.get(item.brandId) ?? null) : null))).size > 1) throw new InvalidInput(ShippingMessage.oneSeller);
    const claimed = await this.shipments.claimed(chosen.map((item) => item.id), 'forward');
    const taken = chosen.find((item) => claimed.has(item.id));
    if (taken) throw new InvalidInput(ShippingMessage.itemBooked(taken.productName));
    return chosen;
  }
}

/** An order line as the courier's order lists it: what it is, its sku, units and price with tax. */
function courierItem(item: OrderItem): ShipmentToBook['items'][number] {
  return {
    id: item.id,
    name: lineDescription(item),
    sku: item.sku ?? item.productSlug,
    units: item.quantity,
    unitWithTaxPaise: Math.round((item.totalPaise + item.taxPaise) / item.quantity),
    taxPaise: item.taxPaise,
    hsn: item.hsn,
  };
}

/** A courier's time (India time as it writes it, or ISO) as a moment; nothing, or what cannot be read, is now. */
function atOf(text: string | undefined): Date {
  const at = text ? new Date(courierTime(text)) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
}
