import type { UserDto } from '@nidra/shared/contracts';
import type { User } from './user.entity';

export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    provider: user.provider,
    role: user.role,
    merchant: user.merchantId,
    created: user.created.toISOString(),
  };
}
