import { ApiProperty } from '@nestjs/swagger';
import type { AuthResponse } from '@nidra/shared/contracts';
import { UserBody } from '../../users/user.body';

export class AuthBody implements AuthResponse {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'Bearer eyJhbGciOi…', description: 'Send as the Authorization header' })
  token!: string;
  @ApiProperty({ type: UserBody }) user!: UserBody;
}
