import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FailedSignIns } from '@nidra/api/core';
import { Module } from '@nestjs/common';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { JwtStrategy } from './auth/jwt.strategy';
import { PasswordResetToken } from './auth/password-reset-token.entity';
import { PasswordService } from './auth/password.service';
import { AuthCode } from './auth/social/auth-code.entity';
import { SocialLink } from './auth/social/social-link.entity';
import { SocialAccountsService } from './auth/social/social-accounts.service';
import { SocialAuthController } from './auth/social/social-auth.controller';
import { Address } from './addresses/address.entity';
import { AddressesController } from './addresses/addresses.controller';
import { AddressesService } from './addresses/addresses.service';
import { DeliveryAddresses } from './addresses/delivery-addresses.service';
import { User } from './users/user.entity';
import { UserController } from './users/user.controller';
import { UsersService } from './users/users.service';
import { SessionsService } from './sessions/sessions.service';
import { MerchantAccounts } from './users/merchant-accounts.service';

export const IDENTITY_ENTITIES = [User, Address, PasswordResetToken, AuthCode, SocialLink];

@Module({
  imports: [MikroOrmModule.forFeature(IDENTITY_ENTITIES)],
  controllers: [AuthController, SocialAuthController, UserController, AddressesController],
  providers: [FailedSignIns, AuthService, UsersService, PasswordService, AddressesService, SocialAccountsService, SessionsService, MerchantAccounts, DeliveryAddresses, JwtStrategy],
  exports: [UsersService, SessionsService, MerchantAccounts, DeliveryAddresses],
})
export class IdentityModule {}
