export { IdentityModule, IDENTITY_ENTITIES } from './lib/identity.module';
export { UsersService, hashPassword } from './lib/users/users.service';
export { User, normalizeEmail } from './lib/users/user.entity';
export { Address } from './lib/addresses/address.entity';
export { PasswordResetToken } from './lib/auth/password-reset-token.entity';
export { toUserDto } from './lib/users/user.mapper';
export { RegisterDto } from './lib/auth/dto/register.dto';
export { UserRegisteredEvent } from './lib/users/user-registered.event';
