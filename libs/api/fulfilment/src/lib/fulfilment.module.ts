import { Module } from '@nestjs/common';
import { DeliveryController } from './delivery/delivery.controller';
import { DeliveryService } from './delivery/delivery.service';
import { PincodeDirectory } from './pincodes/pincode-directory';

@Module({
  controllers: [DeliveryController],
  providers: [PincodeDirectory, DeliveryService],
  exports: [PincodeDirectory, DeliveryService],
})
export class FulfilmentModule {}
