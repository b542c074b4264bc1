import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength, Validate, ValidateIf, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { Trim } from '@nidra/api/core';
import { isCalendarDate, RETURN_NOTE_MAX, ReturnMessage, ReturnStatus } from '@nidra/shared/contracts';

/** The statuses a return may be moved to; Requested is where every return starts. */
const SETTABLE = [ReturnStatus.Approved, ReturnStatus.Rejected, ReturnStatus.Received, ReturnStatus.Refunded] as const;
type SettableStatus = (typeof SETTABLE)[number];

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDate(value);
  }
}

export class UpdateReturnDto {
  @ApiProperty({ enum: SETTABLE })
  @IsIn(SETTABLE, { message: ReturnMessage.statusInvalid })
  status!: SettableStatus;

  @ApiPropertyOptional({ example: '2026-12-02', description: 'With Approved: when the courier collects it (YYYY-MM-DD, today or later)' })
  @Validate(CalendarDate, { message: ReturnMessage.pickupDateInvalid })
  @IsString({ message: ReturnMessage.pickupDateInvalid })
  @Trim()
  @ValidateIf((body: UpdateReturnDto) => body.status === ReturnStatus.Approved)
  pickupDate?: string;

  @ApiPropertyOptional({ maxLength: RETURN_NOTE_MAX, description: 'With Rejected: why, in words the shopper reads' })
  @MaxLength(RETURN_NOTE_MAX, { message: ReturnMessage.rejectionReasonTooLong })
  @IsNotEmpty({ message: ReturnMessage.rejectionReasonRequired })
  @IsString({ message: ReturnMessage.rejectionReasonRequired })
  @Trim()
  @ValidateIf((body: UpdateReturnDto) => body.status === ReturnStatus.Rejected)
  reason?: string;
}
