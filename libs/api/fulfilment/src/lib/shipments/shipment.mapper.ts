import { formatIndianDate, type ShipmentDto } from '@nidra/shared/contracts';
import type { CourierScan } from '../courier/courier';
import type { Shipment } from './shipment.entity';

/** A shipment as the API sends it, its scans oldest first. */
export function toShipmentDto(shipment: Shipment): ShipmentDto {
  return {
    _id: shipment.id,
    orderId: shipment.orderId,
    direction: shipment.direction,
    items: shipment.items.getItems().map((item) => item.itemId),
    awb: shipment.awb,
    courier: shipment.courier,
    status: shipment.status,
    labelUrl: shipment.labelUrl,
    pickupDate: shipment.pickupDate,
    ewayBill: shipment.ewayBill,
    events: shipment.events.getItems().map((event) => ({ status: event.status, at: event.at.toISOString(), location: event.location, activity: event.activity })),
  };
}

/** The day a pickup is scheduled for, as a shopper reads it ("3 Dec 2026"); what cannot be read, as given. */
export function pickupDay(pickupDate: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(pickupDate)?.[0];
  return day ? formatIndianDate(new Date(`${day}T12:00:00+05:30`)) : pickupDate;
}

/** The time of the latest scan, or now without one. */
export function latest(scans: readonly CourierScan[]): Date {
  const times = scans.map((scan) => new Date(scan.at).getTime()).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)) : new Date();
}
