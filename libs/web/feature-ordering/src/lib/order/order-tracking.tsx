import { useId, type ReactNode } from 'react';
import { inIndia, type OrderDto, type ShipmentDto, type ShipmentEventDto } from '@nidra/shared/contracts';
import { useGetOrderShipmentsQuery } from './shipments.api';
import './order-tracking.css';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A scan's moment as India's clock reads it: "2 Dec 2026, 4:05 pm IST". Written without `Intl`, like the
 * other date formats (a first `Intl` formatter costs the page its locale data).
 */
export function formatIndiaDateTime(at: string): string {
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) return at;
  const day = inIndia(moment);
  const hours = day.getUTCHours();
  const minutes = String(day.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${day.getUTCDate()} ${SHORT_MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${clock} IST`;
}

/** The events newest first; an event whose time cannot be read goes last, the rest keep their order on a tie. */
export function newestFirst(events: ShipmentEventDto[]): ShipmentEventDto[] {
  const time = (event: ShipmentEventDto) => {
    const value = Date.parse(event.at);
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...events].sort((a, b) => time(b) - time(a));
}

function ShipmentTracking({ shipment, order, place, actions }: { shipment: ShipmentDto; order: OrderDto; place: string; actions?: ReactNode }) {
  const headingId = useId();
  const timelineId = useId();
  const names = shipment.items.flatMap((itemId) => {
    const item = order.products.find((line) => line._id === itemId);
    return item ? [item.product.name] : [];
  });
  const events = newestFirst(shipment.events);
  return (
    <section className="order-tracking" aria-labelledby={headingId}>
      <h3 id={headingId} className="order-tracking__title">
        {shipment.direction === 'return' ? 'Return tracking' : 'Tracking'}
        {place}
      </h3>
      <dl className="order-tracking__facts">
        <div>
          <dt>Courier</dt>
          <dd>{shipment.courier ?? 'Not assigned yet'}</dd>
        </div>
        <div>
          <dt>AWB</dt>
          <dd>{shipment.awb ?? 'Not assigned yet'}</dd>
        </div>
        {names.length > 0 && (
          <div>
            <dt>Items</dt>
            <dd>{names.join(', ')}</dd>
          </div>
        )}
      </dl>
      {actions}
      {events.length === 0 ? (
        <p className="order-tracking__none">No scans yet.</p>
      ) : (
        <>
          <h4 id={timelineId} className="order-tracking__subtitle">
            Shipment progress
          </h4>
          <ol className="order-tracking__timeline" aria-labelledby={timelineId}>
            {events.map((event, index) => (
              <li key={`${event.at}-${event.status}-${index}`} className="order-tracking__event">
                <strong className="order-tracking__status">{event.status}</strong>
                <time className="order-tracking__time" dateTime={event.at}>
                  {formatIndiaDateTime(event.at)}
                </time>
                {event.location && <span className="order-tracking__location">{event.location}</span>}
                {event.activity && <span className="order-tracking__activity">{event.activity}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * Each shipment of the order with its courier, AWB and scans, newest first, and what staff may do with it
 * (`actionsOf`); nothing while there are none.
 */
export function ShipmentsTracking({ order, shipments, actionsOf }: { order: OrderDto; shipments: ShipmentDto[]; actionsOf?: (shipment: ShipmentDto) => ReactNode }) {
  if (shipments.length === 0) return null;
  return (
    <div className="order-tracking__list">
      {shipments.map((shipment, index) => (
        <ShipmentTracking
          key={shipment._id}
          shipment={shipment}
          order={order}
          place={shipments.length > 1 ? ` (parcel ${index + 1} of ${shipments.length})` : ''}
          actions={actionsOf?.(shipment)}
        />
      ))}
    </div>
  );
}

/** The order's shipments, fetched on each visit (the courier's scans arrive on their own). */
export function OrderTracking({ order }: { order: OrderDto }) {
  const { data } = useGetOrderShipmentsQuery(order._id, { refetchOnMountOrArgChange: true });
  // A failed or missing answer shows nothing: tracking adds to the page, it never blocks it.
  if (!data) return null;
  return <ShipmentsTracking order={order} shipments={data.shipments} />;
}
