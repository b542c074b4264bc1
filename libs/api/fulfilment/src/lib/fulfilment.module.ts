import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ShiprocketGateway } from './courier/shiprocket.gateway';
import { DeliveryController } from './delivery/delivery.controller';
import { DeliveryService } from './delivery/delivery.service';
import { PincodeDirectory } from './pincodes/pincode-directory';
import { ShipmentEvent } from './shipments/shipment-event.entity';
import { ShipmentItem } from './shipments/shipment-item.entity';
import { Shipment } from './shipments/shipment.entity';
import { ShipmentsService } from './shipments/shipments.service';

export const FULFILMENT_ENTITIES = [Shipment, ShipmentItem, ShipmentEvent];

@Module({
  imports: [MikroOrmModule.forFeature(FULFILMENT_ENTITIES)],
  controllers: [DeliveryController],
  providers: [PincodeDirectory, DeliveryService, ShiprocketGateway, ShipmentsService],
  exports: [PincodeDirectory, DeliveryService, ShiprocketGateway, ShipmentsService],
})
export class FulfilmentModule {}
