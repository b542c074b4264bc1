import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, BadGateway, InvalidInput, NotFound } from '@nidra/api/core';
import { courierMove, EWAY_BILL_ABOVE, ShippingMessage, type CourierMove, type ShipmentDirection, type ShipmentDto } from '@nidra/shared/contracts';
import { CourierUnavailable, type CourierBooking, type CourierParty, type CourierScan } from '../courier/courier';
import { ShiprocketGateway } from '../courier/shiprocket.gateway';
import { PincodeDirectory } from '../pincodes/pincode-directory';
import { latest, pickupDay, toShipmentDto } from './shipment.mapper';
import { ShipmentEvent } from './shipment-event.entity';
import { ShipmentItem } from './shipment-item.entity';
import { Shipment } from './shipment.entity';

/** What booking a shipment needs to know of the order: ordering gives it, fulfilment keeps the parcel. */
export interface ShipmentToBook {
  orderId: string;
  orderDate: Date;
  items: Array<{ id: string; name: string; sku: string; units: number; unitWithTaxPaise: number; taxPaise: number; hsn: string }>;
  customer: CourierParty;
  paymentMethod: 'COD' | 'Prepaid';
  package: { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };
  ewayBill: string | null;
}

/** What a courier's report did: the shipment it is of, and the move its items make (null: none, or heard before). */
export interface TrackedShipment {
  shipment: ShipmentDto;
  itemIds: string[];
  returnId: string | null;
  move: CourierMove | null;
}

/** Statuses after which a parcel has left the shop: it can no longer be cancelled. */
const LEFT_THE_SHOP = new Set<CourierMove>(['shipped', 'delivered', 'returned-to-origin']);

/**
 * The shop's parcels with the courier: booking (an item rides in one open shipment each way, however many
 * staff book it at once), what the courier reports of them (each scan kept once, however often it comes),
 * and cancelling before pickup. What the items' statuses become is ordering's to decide, from the moves
 * answered here.
 */
@Injectable()
export class ShipmentsService {
  private readonly logger = new Logger('Shipping');

  constructor(
    private readonly em: EntityManager,
    private readonly courier: ShiprocketGateway,
    private readonly config: AppConfig,
    private readonly pincodes: PincodeDirectory,
  ) {}

  get connected(): boolean {
    return this.courier.configured;
  }

  /**
   * Books a return's reverse pickup from the buyer back to the shop, as a shipment the other way (nothing to
   * collect, no e-way bill); the shop's address is its `SHOP_ADDRESS`, whose pincode must be known.
   */
  async bookReturn(input: ShipmentToBook & { returnId: string }): Promise<ShipmentDto> {
    return this.book(input, 'return');
  }

  /**
   * Books a forward shipment: claims its items first (committed, so a second booking of them is refused), then asks
   * the courier. Should the courier fail, the claim goes and nothing is booked; the same shipment's reference
   * comes back on a retry, which finds and continues whatever the courier made of the first try.
   */
  async book(input: ShipmentToBook & { returnId?: string }, direction: ShipmentDirection = 'forward'): Promise<ShipmentDto> {
    if (!this.courier.configured) throw new InvalidInput(ShippingMessage.noCourier);
    const valuePaise = input.items.reduce((sum, item) => sum + item.unitWithTaxPaise * item.units, 0);
    if (direction === 'forward' && valuePaise > EWAY_BILL_ABOVE * 100 && !input.ewayBill) throw new InvalidInput(ShippingMessage.ewayBillRequired);
    const shop = direction === 'return' ? this.shopParty() : null;
    const id = await this.claim(input, valuePaise, direction);
    const shipment = await this.em.fork().findOneOrFail(Shipment, id);
    const booking: CourierBooking = {
      reference: shipment.reference,
      orderDate: input.orderDate.toISOString().slice(0, 10),
      customer: input.customer,
      items: input.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        sellingPrice: item.unitWithTaxPaise / 100,
        tax: item.taxPaise / 100,
        hsn: item.hsn,
      })),
      paymentMethod: input.paymentMethod,
      subTotal: valuePaise / 100,
      package: input.package,
    };
    let booked;
    try {
      booked = shop ? await this.courier.bookReturn({ ...booking, shop }) : await this.courier.book(booking);
    } catch (error) {
      await this.em.fork().nativeDelete(Shipment, { id });
      if (error instanceof CourierUnavailable) {
        this.logger.warn(`Booking ${shipment.reference} failed: ${error.message}`);
        throw new BadGateway(ShippingMessage.courierDown);
      }
      throw error;
    }
    const em = this.em.fork();
    const saved = await em.findOneOrFail(Shipment, id, { populate: ['items', 'events'] });
    Object.assign(saved, {
      awb: booked.awb,
      courier: booked.courierName,
      courierOrderId: booked.courierOrderId,
      courierShipmentId: booked.shipmentId,
      labelUrl: booked.labelUrl,
      pickupDate: booked.pickupDate,
      status: booked.pickupDate ? 'PICKUP SCHEDULED' : 'AWB ASSIGNED',
      lastHeardAt: new Date(),
    });
    saved.events.add(
      em.create(ShipmentEvent, {
        id: randomUUID(),
        shipment: saved,
        status: saved.status,
        at: new Date(),
        activity: `Booked with ${booked.courierName}, AWB ${booked.awb}${booked.pickupDate ? `; pickup on ${pickupDay(booked.pickupDate)}` : ''}`,
      }),
    );
    await em.flush();
    return toShipmentDto(saved);
  }

  /** Writes the shipment and claims its items, in one transaction; an item claimed already refuses it. */
  private async claim(input: ShipmentToBook & { returnId?: string }, valuePaise: number, direction: ShipmentDirection): Promise<string> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const [{ count }] = await em.execute<Array<{ count: string }>>('SELECT count(*) AS count FROM shipments WHERE order_id = ?', [input.orderId]);
        const shipment = em.create(Shipment, {
          orderId: input.orderId,
          reference: `${input.orderId}-${Number(count) + 1}`,
          direction,
          returnId: input.returnId ?? null,
          ewayBill: input.ewayBill,
          package: input.package,
          valuePaise,
        });
        for (const item of input.items) em.create(ShipmentItem, { id: randomUUID(), shipment, itemId: item.id, direction });
        await em.flush();
        return shipment.id;
      });
    } catch (error) {
      // Another booking of the same order made its shipment, or claimed an item, meanwhile.
      if ((error as { code?: string }).code === '23505') throw new InvalidInput(ShippingMessage.itemBooked(input.items.length === 1 ? input.items[0].name : 'One of the items'));
      throw error;
    }
  }

  /** An order's shipments, oldest first, each with its scans. */
  async ofOrder(orderId: string): Promise<ShipmentDto[]> {
    const shipments = await this.em.find(Shipment, { orderId }, { populate: ['items', 'events'], orderBy: { created: 'asc', id: 'asc' } });
    return shipments.map(toShipmentDto);
  }

  /** Items already riding in an open shipment that way, of these. */
  async claimed(itemIds: readonly string[], direction: ShipmentDirection): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const rows = await this.em.find(ShipmentItem, { itemId: { $in: [...itemIds] }, direction, cancelled: false }, { fields: ['itemId'] });
    return new Set(rows.map((row) => row.itemId));
  }

  /**
   * Keeps a move staff made by hand (a courier outage, a parcel handed over in person) as a manual event of
   * the item's open shipment, if it rides in one; Delivered or Cancelled closes the shipment, so it is no
   * longer polled.
   */
  async noteByHand(itemId: string, status: string, who: string): Promise<void> {
    const em = this.em.fork();
    const found = await em.findOne(ShipmentItem, { itemId, direction: 'forward', cancelled: false }, { populate: ['shipment'] });
    if (!found || !found.shipment.open) return;
    const shipment = found.shipment;
    em.create(ShipmentEvent, { id: randomUUID(), shipment, status: status.toUpperCase().slice(0, 60), at: new Date(), activity: `Set by hand by ${who}`.slice(0, 300), manual: true });
    if (status === 'Delivered' || status === 'Cancelled') shipment.open = false;
    await em.flush();
  }

  /** The package an item last travelled in, forward (for its return's pickup); null if it went by hand. */
  async packageOf(itemId: string): Promise<Shipment['package'] | null> {
    const found = await this.em.findOne(ShipmentItem, { itemId, direction: 'forward', cancelled: false }, { populate: ['shipment'] });
    return found?.shipment.package ?? null;
  }

  /** A shipment by id (its order is how ordering decides who may see it). */
  async get(id: string): Promise<ShipmentDto> {
    const shipment = await this.em.findOne(Shipment, id, { populate: ['items', 'events'] });
    if (!shipment) throw new NotFound(ShippingMessage.notFound);
    return toShipmentDto(shipment);
  }

  /** Cancels a shipment not yet picked up, at the courier too; its items are free to book again. */
  async cancel(id: string): Promise<ShipmentDto> {
    const em = this.em.fork();
    const shipment = await em.findOne(Shipment, id, { populate: ['items', 'events'] });
    if (!shipment) throw new NotFound(ShippingMessage.notFound);
    if (!shipment.open || shipment.events.getItems().some((event) => LEFT_THE_SHOP.has(courierMove(event.status) as CourierMove))) {
      throw new InvalidInput(ShippingMessage.pickedUp);
    }
    try {
      if (shipment.courierOrderId) await this.courier.cancel([shipment.courierOrderId]);
    } catch (error) {
      if (error instanceof CourierUnavailable) throw new BadGateway(ShippingMessage.courierDown);
      throw error;
    }
    this.close(em, shipment, 'CANCELED', { at: new Date().toISOString(), status: 'CANCELED', activity: 'Cancelled before pickup', location: '' }, true);
    await em.flush();
    return toShipmentDto(shipment);
  }

  /**
   * Records what the courier reports of a parcel (a webhook, or the poll): each scan once, the shipment's
   * status, and what its items should do. A report heard before answers no move; an unknown AWB, null.
   */
  async track(report: { awb: string; currentStatus: string; at: Date; scans: CourierScan[] }): Promise<TrackedShipment | null> {
    return this.em.fork().transactional(async (em) => {
      const [locked] = await em.execute<Array<{ id: string }>>('SELECT id FROM shipments WHERE awb = ? FOR UPDATE', [report.awb]);
      if (!locked) {
        this.logger.warn(`A report for AWB ${report.awb}, which is none of ours, was acknowledged and dropped`);
        return null;
      }
      const shipment = await em.findOneOrFail(Shipment, locked.id, { populate: ['items', 'events'] });
      const seen = new Set(shipment.events.getItems().map((event) => `${event.status}|${event.at.getTime()}`));
      const scans = [...report.scans, { at: report.at.toISOString(), status: report.currentStatus, activity: '', location: '' }];
      let fresh = false;
      for (const scan of scans) {
        const at = new Date(scan.at);
        if (Number.isNaN(at.getTime()) || seen.has(`${scan.status}|${at.getTime()}`)) continue;
        seen.add(`${scan.status}|${at.getTime()}`);
        shipment.events.add(em.create(ShipmentEvent, { id: randomUUID(), shipment, status: scan.status.slice(0, 60), at, location: scan.location.slice(0, 120), activity: scan.activity.slice(0, 300) }));
        if (scan.status === report.currentStatus) fresh = true;
      }
      shipment.lastHeardAt = new Date();
      const move = fresh && shipment.open ? courierMove(report.currentStatus) : null;
      if (fresh && shipment.open) {
        shipment.status = report.currentStatus.slice(0, 40);
        if (move === 'delivered' || move === 'returned-to-origin') shipment.open = false;
        if (move === 'cancelled-before-pickup') this.close(em, shipment, shipment.status, null, true);
      }
      await em.flush();
      return {
        shipment: toShipmentDto(shipment),
        itemIds: shipment.items.getItems().map((item) => item.itemId),
        returnId: shipment.returnId,
        move,
      };
    });
  }

  /** Open shipments the courier has not spoken of for `SHIPPING_POLL_MIN` minutes, oldest first. */
  async silent(limit = 100): Promise<Array<{ id: string; awb: string }>> {
    const minutes = this.config.shippingPollMinutes;
    return this.em.execute<Array<{ id: string; awb: string }>>(
      `SELECT id, awb FROM shipments WHERE open AND awb IS NOT NULL AND last_heard_at < now() - make_interval(secs => ?) ORDER BY last_heard_at LIMIT ?`,
      [minutes * 60, limit],
    );
  }

  /** What the courier says of a parcel now, recorded as a report would be. */
  async poll(awb: string): Promise<TrackedShipment | null> {
    const tracking = await this.courier.track(awb);
    return this.track({ awb, currentStatus: tracking.currentStatus, at: latest(tracking.scans), scans: tracking.scans });
  }

  /** The shop as a return's destination: its name, its address, and the city and state of the address's pincode. */
  private shopParty(): CourierParty {
    const address = this.config.shopAddress ?? '';
    const pincode = /\b([1-9]\d{5})\b(?!.*\b[1-9]\d{5}\b)/.exec(address)?.[1];
    const place = pincode ? this.pincodes.lookup(pincode) : undefined;
    if (!pincode || !place) throw new InvalidInput(ShippingMessage.noShopAddress);
    return {
      name: this.config.shopLegalName ?? 'Nidra',
      address,
      city: place.city,
      pincode,
      state: place.state,
      email: /<([^>]+)>/.exec(this.config.mailFrom)?.[1] ?? this.config.mailFrom,
      phone: this.config.supportPhone,
    };
  }

  /** Closes a shipment and frees its items to be booked again. */
  private close(em: EntityManager, shipment: Shipment, status: string, event: CourierScan | null, freeItems: boolean): void {
    shipment.status = status;
    shipment.open = false;
    if (event) shipment.events.add(em.create(ShipmentEvent, { id: randomUUID(), shipment, status: event.status, at: new Date(event.at), activity: event.activity, location: event.location }));
    if (freeItems) for (const item of shipment.items.getItems()) item.cancelled = true;
  }
}
