import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { ErrorBody, NotFound, Public, wire } from '@nidra/api/core';
import { DeliveryMessage, PINCODE_PATTERN, type DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { DeliveryService } from './delivery.service';

class PincodeParam {
  @ApiProperty({ example: '560001', pattern: PINCODE_PATTERN.source })
  @Matches(PINCODE_PATTERN, { message: DeliveryMessage.invalidPincode })
  @IsString({ message: DeliveryMessage.invalidPincode })
  pincode!: string;
}

@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Get(':pincode')
  @Public()
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: 'Where a pincode is, whether the shop delivers there (and takes cash on delivery) and in how many days' })
  @ApiOkResponse(wire('DeliveryEstimateResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not six digits, or a leading 0' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a pincode India Post lists' })
  estimate(@Param() { pincode }: PincodeParam): DeliveryEstimateResponse {
    const found = this.delivery.estimate(pincode);
    if (!found) throw new NotFound(DeliveryMessage.unknownPincode);
    return found;
  }
}
