import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

const ACTIVE_MESSAGE = 'Active must be true or false.';

/** The `{ isActive }` inside the body of every `PUT …/{id}/active` of the catalogue. */
export class ActiveFieldDto {
  @ApiProperty()
  @IsBoolean({ message: ACTIVE_MESSAGE })
  @IsDefined({ message: ACTIVE_MESSAGE })
  isActive!: boolean;
}
