import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { CurrentUser, ErrorBody, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import { GST_PERIOD_PATTERN, GstReturnMessage, isValidGstin, Role, type Gstr1 } from '@nidra/shared/contracts';
import { GstReturnsService } from './gst-returns.service';

@ValidatorConstraint({ name: 'gstin' })
class ValidGstin implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidGstin(value);
  }
}

export class Gstr1Query {
  @ApiProperty({ example: '29AABCN1234A1Z2', description: 'The shop’s GSTIN or a seller’s' })
  @Validate(ValidGstin, { message: GstReturnMessage.gstinInvalid })
  @IsString({ message: GstReturnMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  gstin!: string;

  @ApiProperty({ example: '112026', description: 'The month, MMYYYY' })
  @Matches(GST_PERIOD_PATTERN, { message: GstReturnMessage.periodInvalid })
  @IsString({ message: GstReturnMessage.periodInvalid })
  period!: string;
}

@ApiTags('GST returns')
@Controller('gst')
export class GstReturnsController {
  constructor(private readonly returns: GstReturnsService) {}

  @Get('gstr1')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({
    summary: 'A GSTIN’s GSTR-1 for a month, in the GST offline tool’s JSON',
    description: 'Administrators: the shop’s GSTIN or any seller’s; a merchant: its own. Another GSTIN, or one nobody here files, is 404.',
  })
  @ApiOkResponse(wire('Gstr1'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A malformed GSTIN or period' })
  @ApiNotFoundResponse({ type: ErrorBody })
  gstr1(@Query() query: Gstr1Query, @CurrentUser() caller: AuthenticatedUser): Promise<Gstr1> {
    return this.returns.gstr1(query.gstin, query.period, caller);
  }
}
