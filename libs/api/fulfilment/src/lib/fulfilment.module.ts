import { Module } from '@nestjs/common';
import { ShiprocketGateway } from './courier/shiprocket.gateway';
import { DeliveryController } from './delivery/delivery.controller';
import { DeliveryService } from './delivery/delivery.service';
import { PincodeDirectory } from './pincodes/pincode-directory';

@Module({
  controllers: [DeliveryController],
  providers: [PincodeDirectory, DeliveryService, ShiprocketGateway],
  exports: [PincodeDirectory, DeliveryService, ShiprocketGateway],
})
export class FulfilmentModule {}
