import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { ErrorBody, NotFound, Public } from '@nidra/api/core';
import { DeliveryMessage, PINCODE_PATTERN, type DeliveryEstimateDto } from '@nidra/shared/contracts';
import { DeliveryService } from './delivery.service';

class PincodeParam {
  @ApiProperty({ example: '560001', pattern: PINCODE_PATTERN.source })
  @Matches(PINCODE_PATTERN, { message: DeliveryMessage.invalidPincode })
  @IsString({ message: DeliveryMessage.invalidPincode })
  pincode!: string;
}

class DeliveryEstimateBody implements DeliveryEstimateDto {
  @ApiProperty({ example: '560001' }) pincode!: string;
  @ApiProperty({ example: 'Bengaluru Urban', description: 'The district' }) city!: string;
  @ApiProperty({ example: 'Karnataka' }) state!: string;
  @ApiProperty({ example: '29', description: 'Two-digit GST state code' }) stateCode!: string;
  @ApiProperty({ description: 'Some post office of the pincode delivers there' }) serviceable!: boolean;
  @ApiProperty({ description: 'Cash can be paid on delivery there' }) codAvailable!: boolean;
  @ApiProperty({ example: 2, description: "Days to deliver from the shop's state" }) days!: number;
}

@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Get(':pincode')
  @Public()
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: 'Where a pincode is, whether the shop delivers there (and takes cash on delivery) and in how many days' })
  @ApiOkResponse({ type: DeliveryEstimateBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not six digits, or a leading 0' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a pincode India Post lists' })
  estimate(@Param() { pincode }: PincodeParam): DeliveryEstimateDto {
    const found = this.delivery.estimate(pincode);
    if (!found) throw new NotFound(DeliveryMessage.unknownPincode);
    return found;
  }
}
