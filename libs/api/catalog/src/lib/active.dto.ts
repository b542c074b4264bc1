import { IsBoolean, IsDefined } from 'class-validator';
import type { ActiveField } from '@nidra/shared/contracts';

const ACTIVE_MESSAGE = 'Active must be true or false.';

/** The `{ isActive }` inside the body of every `PUT …/{id}/active` of the catalogue. */
export class ActiveFieldDto implements ActiveField {
  @IsBoolean({ message: ACTIVE_MESSAGE })
  @IsDefined({ message: ACTIVE_MESSAGE })
  isActive!: boolean;
}
