import { useId, useState, type FormEvent } from 'react';
import {
  courierMove,
  EWAY_BILL_ABOVE,
  ItemStatus,
  ShippingMessage,
  type CourierMove,
  type OrderDto,
  type ShipmentDto,
} from '@nidra/shared/contracts';
import { notifySuccess, serverErrorMessage, useAppDispatch } from '@nidra/web/data-access';
import { Button, Checkbox, TextField } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useBookShipmentMutation, useCancelShipmentMutation } from './courier-booking.api';
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

function BookedShipment({ shipment, order }: { shipment: ShipmentDto; order: OrderDto }) {
  const [cancel, cancelState] = useCancelShipmentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const names = shipment.items.flatMap((id) => order.products.find((item) => item._id === id)?.product.name ?? []);
  const cancelIt = async () => {
    setProblem(null);
    try {
      await cancel({ shipmentId: shipment._id, orderId: order._id }).unwrap();
      dispatch(notifySuccess(ShippingMessage.cancelled));
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? ShippingMessage.courierDown);
    }
  };
  return (
    <li className="ship-courier__booked">
      <dl className="ship-courier__facts">
        <div>
          <dt>Courier</dt>
          <dd>{shipment.courier ?? 'Not assigned yet'}</dd>
        </div>
        <div>
          <dt>AWB</dt>
          <dd>{shipment.awb ?? 'Not assigned yet'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{shipment.status}</dd>
        </div>
        {names.length > 0 && (
          <div>
            <dt>Items</dt>
            <dd>{names.join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className="ship-courier__actions">
        {shipment.labelUrl && (
          <a className="btn btn--secondary" href={shipment.labelUrl} target="_blank" rel="noopener noreferrer">
            Print label
          </a>
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
    </li>
  );
}

/** Staff book the items waiting to ship with the connected courier, in one package, and see what they booked. */
export function ShipWithCourier({ order }: { order: OrderDto }) {
  const headingId = useId();
  const { data } = useGetOrderShipmentsQuery(order._id);
  const [book, bookState] = useBookShipmentMutation();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<string[]>([]);
  const [size, setSize] = useState({ weightKg: '', lengthCm: '', breadthCm: '', heightCm: '' });
  const [ewayBill, setEwayBill] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;

  const waiting = itemsToShip(order, data.shipments);
  const picked = waiting.filter((item) => chosen.includes(item._id));
  const worth = picked.reduce((sum, item) => sum + item.totalPrice + item.totalTax, 0);
  const needsEwayBill = worth > EWAY_BILL_ABOVE;
  const booked = data.shipments.filter((shipment) => shipment.direction === 'forward' && isOpenShipment(shipment));

  // The server's last refusal goes once the form changes.
  const toggle = (id: string, on: boolean) => {
    setProblem(null);
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  };
  const field = (name: keyof typeof size, label: string) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={name === 'weightKg' ? 0.1 : 1}
      step={name === 'weightKg' ? 0.1 : 1}
      value={size[name]}
      onChange={(event) => {
        setProblem(null);
        setSize((current) => ({ ...current, [name]: event.target.value }));
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
          weightKg: Number(size.weightKg),
          lengthCm: Number(size.lengthCm),
          breadthCm: Number(size.breadthCm),
          heightCm: Number(size.heightCm),
        },
        ...(needsEwayBill ? { ewayBill: ewayBill.trim() } : {}),
      }).unwrap();
      dispatch(notifySuccess(ShippingMessage.booked));
      setChosen([]);
      setSize({ weightKg: '', lengthCm: '', breadthCm: '', heightCm: '' });
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
      {booked.length > 0 && (
        <ul className="ship-courier__list" aria-label="Booked shipments">
          {booked.map((shipment) => (
            <BookedShipment key={shipment._id} shipment={shipment} order={order} />
          ))}
        </ul>
      )}
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
    </section>
  );
}

/** Loaded on demand from the order page. */
export { ShipWithCourier as Component };
