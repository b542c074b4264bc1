import { ApiProperty } from '@nestjs/swagger';
import { AuthProvider, Role, type UserDto, type UserResponse } from '@nidra/shared/contracts';

export class UserBody implements UserDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ example: 'asha@example.in' }) email!: string;
  @ApiProperty({ example: 'Asha' }) firstName!: string;
  @ApiProperty({ example: 'Rao' }) lastName!: string;
  @ApiProperty({ type: String, nullable: true, example: '9876543210' }) phoneNumber!: string | null;
  @ApiProperty({ enum: Object.values(AuthProvider) }) provider!: AuthProvider;
  @ApiProperty({ enum: Object.values(Role) }) role!: Role;
  @ApiProperty({ type: String, nullable: true, description: 'Merchant record, for merchants' })
  merchant!: string | null;
  @ApiProperty({ format: 'date-time' }) created!: string;
}

export class UserEnvelope implements UserResponse {
  @ApiProperty({ type: UserBody }) user!: UserBody;
}

export class UpdatedUserBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'Your profile is successfully updated!' }) message!: string;
  @ApiProperty({ type: UserBody }) user!: UserBody;
}

export class UserListBody {
  @ApiProperty({ type: [UserBody] }) users!: UserBody[];
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 3 }) pages!: number;
  @ApiProperty({ example: 42 }) total!: number;
}
