import { ApiProperty } from '@nestjs/swagger';
import type { ErrorResponse } from '@nidra/shared/contracts';

/** The body of every error response, for the API documentation. */
export class ErrorBody implements ErrorResponse {
  @ApiProperty({ example: 'Email is required.' })
  error!: string;
}

export class MessageBody {
  @ApiProperty({ example: true })
  success!: true;

  @ApiProperty()
  message!: string;
}
