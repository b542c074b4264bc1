export { FulfilmentModule } from './lib/fulfilment.module';
export { FULFILMENT_CONTEXT } from './lib/fulfilment.context';
export { DeliveryService } from './lib/delivery/delivery.service';
export { PincodeDirectory, type PincodeEntry } from './lib/pincodes/pincode-directory';
export { ShiprocketGateway, COURIER_TIMEOUT_MS } from './lib/courier/shiprocket.gateway';
export {
  CourierRefused,
  CourierUnavailable,
  courierTime,
  type CourierBooking,
  type CourierItem,
  type CourierPackage,
  type CourierParty,
  type CourierScan,
  type CourierShipment,
  type CourierTracking,
} from './lib/courier/courier';
export { ShipmentsService, type ShipmentToBook, type TrackedShipment } from './lib/shipments/shipments.service';
