import { IsIn, IsNotEmpty, IsString, MaxLength, Validate, ValidateIf, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { Trim, WireSchema } from '@nidra/api/core';
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

@WireSchema('ReturnUpdate')
export class UpdateReturnDto {
  @IsIn(SETTABLE, { message: ReturnMessage.statusInvalid })
  status!: SettableStatus;

  @Validate(CalendarDate, { message: ReturnMessage.pickupDateInvalid })
  @IsString({ message: ReturnMessage.pickupDateInvalid })
  @Trim()
  @ValidateIf((body: UpdateReturnDto) => body.status === ReturnStatus.Approved)
  pickupDate?: string;

  @MaxLength(RETURN_NOTE_MAX, { message: ReturnMessage.rejectionReasonTooLong })
  @IsNotEmpty({ message: ReturnMessage.rejectionReasonRequired })
  @IsString({ message: ReturnMessage.rejectionReasonRequired })
  @Trim()
  @ValidateIf((body: UpdateReturnDto) => body.status === ReturnStatus.Rejected)
  reason?: string;
}
