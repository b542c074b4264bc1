export { FulfilmentModule } from './lib/fulfilment.module';
export { FULFILMENT_CONTEXT } from './lib/fulfilment.context';
export { DeliveryService } from './lib/delivery/delivery.service';
export { PincodeDirectory, type PincodeEntry } from './lib/pincodes/pincode-directory';
