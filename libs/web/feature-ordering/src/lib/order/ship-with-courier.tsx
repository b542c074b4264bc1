import { useId, useState, type FormEvent } from 'react';
import {
  courierMove,
  EWAY_BILL_ABOVE,
  ItemStatus,
  PACKAGE_LIMITS,
  packageFor,
  ShippingMessage,
  type CourierMove,
  type ItemPackage,
  type OrderDto,
  type ShipmentDto,
  type ShipmentPackage,
} from '@nidra/shared/contracts';
import { notifySuccess, serverErrorMessage, useAppDispatch } from '@nidra/web/data-access';
import { Button, Checkbox, TextField } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { EwayBillLink } from '../invoice/eway-bill-link';
import { useBookShipmentMutation, useCancelShipmentMutation, useGetItemPackagesQuery, useLazyGetShipmentLabelQuery } from './courier-booking.api';
import { ShipmentsTracking } from './order-tracking';
import { useGetOrderShipmentsQuery } from './shipments.api';
import './ship-with-courier.css';

const CLOSED = new Set<CourierMove>(['cancelled-before-pickup', 'delivered', 'returned-to-origin']);
const LEFT_THE_SHOP = new Set<CourierMove>(['shipped', 'delivered', 'returned-to-origin']);
const SHIPPABLE = new Set<string>([ItemStatus.NotProcessed, ItemStatus.Processing]);

/** A shipment is open until it is cancelled, delivered or back at the shop. */
export const isOpenShipment = (shipment: ShipmentDto) => !CLOSED.has(courierMove(shipment.status) as CourierMove);

/** A shipment may be cancelled while open and no scan says it has left the shop. */
export const isCancellable = (shipment: ShipmentDto) =>
  isOpenShipment(shipment) && !shipment.events.some((event) => LEFT_THE_SHOP.has(courierMove(event.status) as CourierMove));

/** The items waiting to ship: Not processed or Processing, and in no open shipment. */
export function itemsToShip(order: OrderDto, shipments: ShipmentDto[]) {
  const riding = new Set(shipments.filter((shipment) => shipment.direction === 'forward' && isOpenShipment(shipment)).flatMap((shipment) => shipment.items));
  return order.products.filter((item) => SHIPPABLE.has(item.status) && !riding.has(item._id));
}

/** What staff may do with a parcel still with the courier: print its label, cancel it before pickup. */
function ShipmentActions({ shipment, order }: { shipment: ShipmentDto; order: OrderDto }) {
  const [cancel, cancelState] = useCancelShipmentMutation();
  const [labelOf, labelState] = useLazyGetShipmentLabelQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  if (shipment.direction !== 'forward' || !isOpenShipment(shipment)) return null;

  const cancelIt = async () => {
    setProblem(null);
    try {
      await cancel({ shipmentId: shipment._id, orderId: order._id }).unwrap();
      dispatch(notifySuccess(ShippingMessage.cancelled));
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? ShippingMessage.courierDown);
    }
  };
  const printLabel = async () => {
    setProblem(null);
    // Opened while the click still counts, so no pop-up blocker stops it; it goes to the label once the API names it.
    const tab = window.open('', '_blank');
    try {
      const { url } = await labelOf(shipment._id, true).unwrap();
      if (!tab) {
        window.open(url, '_blank', 'noopener');
        return;
      }
      tab.opener = null;
      tab.location.replace(url);
    } catch (error) {
      tab?.close();
      setProblem(serverErrorMessage(error) ?? ShippingMessage.noLabel);
    }
  };
  return (
    <>
      <div className="ship-courier__actions">
        {shipment.labelUrl && (
          <Button variant="secondary" busy={labelState.isFetching} onClick={() => void printLabel()}>
            Print label
          </Button>
        )}
        {isCancellable(shipment) && (
          <Button variant="ghost" busy={cancelState.isLoading} onClick={() => void cancelIt()}>
            Cancel shipment
          </Button>
        )}
      </div>
      {problem && (
        <p className="ship-courier__error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

type Measure = keyof ShipmentPackage;
type Typed = Partial<Record<Measure, string>>;

/** The package the chosen items start from: their variants' units packed, the weights summed (null: one has none). */
export function startingPackage(items: OrderDto['products'], packages: readonly ItemPackage[]) {
  const byItem = new Map(packages.map((entry) => [entry.item, entry.package]));
  return packageFor(items.map((item) => ({ package: byItem.get(item._id) ?? null, units: item.quantity })));
}

/**
 * Staff book the items waiting to ship with the connected courier, in one package, and follow each parcel
 * (its courier, AWB and scans, shown once) with its label and, before pickup, its cancellation.
 */
export function ShipWithCourier({ order }: { order: OrderDto }) {
  const headingId = useId();
  // Asked again on each visit: the courier's scans arrive on their own.
  const { data } = useGetOrderShipmentsQuery(order._id, { refetchOnMountOrArgChange: true });
  const packages = useGetItemPackagesQuery(order._id).data?.packages ?? [];
  const [book, bookState] = useBookShipmentMutation();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<string[]>([]);
  // What staff typed over the package the chosen items start from.
  const [typed, setTyped] = useState<Typed>({});
  const [ewayBill, setEwayBill] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;

  const waiting = itemsToShip(order, data.shipments);
  const picked = waiting.filter((item) => chosen.includes(item._id));
  const worth = picked.reduce((sum, item) => sum + item.totalPrice + item.totalTax, 0);
  const needsEwayBill = worth > EWAY_BILL_ABOVE;
  const prefilled = startingPackage(picked, packages);
  const size = (name: Measure) => typed[name] ?? (prefilled ? String(prefilled[name]) : '');

  // The server's last refusal goes once the form changes; other items start from their own package, if they have one.
  const toggle = (id: string, on: boolean) => {
    setProblem(null);
    const ids = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    setChosen(ids);
    if (startingPackage(waiting.filter((item) => ids.includes(item._id)), packages)) setTyped({});
  };
  const field = (name: Measure, label: string) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={name === 'weightKg' ? PACKAGE_LIMITS.weightKg.min : PACKAGE_LIMITS.cm.min}
      // Two decimals are allowed, and a prefilled weight often has them.
      step="any"
      value={size(name)}
      onChange={(event) => {
        setProblem(null);
        setTyped((current) => ({ ...current, [name]: event.target.value }));
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await book({
        orderId: order._id,
        items: picked.map((item) => item._id),
        package: {
          weightKg: Number(size('weightKg')),
          lengthCm: Number(size('lengthCm')),
          breadthCm: Number(size('breadthCm')),
          heightCm: Number(size('heightCm')),
        },
        // Left out when empty, so the server says that it is needed.
        ...(needsEwayBill && ewayBill.trim() ? { ewayBill: ewayBill.trim() } : {}),
      }).unwrap();
      dispatch(notifySuccess(ShippingMessage.booked));
      setChosen([]);
      setTyped({});
      setEwayBill('');
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? ShippingMessage.courierDown);
    }
  };

  return (
    <section className="ship-courier" aria-labelledby={headingId}>
      <h3 id={headingId} className="ship-courier__title">
        Ship with courier
      </h3>
      {waiting.length === 0 ? (
        <p className="ship-courier__none">No items are waiting to ship.</p>
      ) : (
        <form className="ship-courier__form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="ship-courier__items">
            <legend className="field__label">Items to ship</legend>
            {waiting.map((item) => (
              <Checkbox
                key={item._id}
                label={`${item.product.name} × ${item.quantity} (${formatInr(item.totalPrice + item.totalTax)})`}
                checked={chosen.includes(item._id)}
                onChange={(event) => toggle(item._id, event.target.checked)}
              />
            ))}
          </fieldset>
          <fieldset className="ship-courier__package">
            <legend className="field__label">Package</legend>
            {prefilled && <p className="ship-courier__hint">From the items&apos; variants: their weights added up, the largest length, breadth and height.</p>}
            <div className="ship-courier__size">
              {field('weightKg', 'Weight (kg)')}
              {field('lengthCm', 'Length (cm)')}
              {field('breadthCm', 'Breadth (cm)')}
              {field('heightCm', 'Height (cm)')}
            </div>
          </fieldset>
          {needsEwayBill && (
            <TextField
              label="E-way bill number"
              name="ewayBill"
              inputMode="numeric"
              maxLength={12}
              value={ewayBill}
              onChange={(event) => {
                setProblem(null);
                setEwayBill(event.target.value);
              }}
            />
          )}
          <EwayBillLink order={order} items={picked} />
          {problem && (
            <p className="ship-courier__error" role="alert">
              {problem}
            </p>
          )}
          <div className="ship-courier__actions">
            <Button type="submit" busy={bookState.isLoading}>
              Book shipment
            </Button>
          </div>
        </form>
      )}
      <ShipmentsTracking order={order} shipments={data.shipments} actionsOf={(shipment) => <ShipmentActions shipment={shipment} order={order} />} />
    </section>
  );
}

/** Loaded on demand from the order page. */
export { ShipWithCourier as Component };
