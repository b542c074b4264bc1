import { Global, Module } from '@nestjs/common';
import { PincodeDirectory } from './pincode-directory';

@Global()
@Module({ providers: [PincodeDirectory], exports: [PincodeDirectory] })
export class DeliveryModule {}
