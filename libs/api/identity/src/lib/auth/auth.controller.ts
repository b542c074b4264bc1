import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, Public, RateLimited, wire, type AuthenticatedUser } from '@nidra/api/core';
import { AuthMessage, PasswordMessage, type AuthResponse, type MessageResponse } from '@nidra/shared/contracts';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto';
import { RegisterDto } from './dto/register.dto';
import { PasswordService } from './password.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @RateLimited('login')
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse(wire('AuthResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid body, or wrong email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  login(@Body() dto: LoginDto, @Ip() address: string): Promise<AuthResponse> {
    return this.auth.login(dto, address);
  }

  @Post('register')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Create a member account and sign in' })
  @ApiOkResponse(wire('AuthResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The email is already in use' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  register(@Body() dto: RegisterDto): Promise<AuthResponse> {
    return this.auth.register(dto);
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Sign out everywhere: every token issued so far stops working' })
  @ApiOkResponse(wire('MessageResponse'))
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<MessageResponse> {
    await this.auth.logout(user.id);
    return { success: true, message: AuthMessage.signedOut };
  }

  @Post('forgot')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Email a password reset link (the same answer whether or not the account exists)' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async forgot(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    this.passwords.requestReset(dto.email);
    return { success: true, message: PasswordMessage.resetEmailSent };
  }

  @Post('reset/:token')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: "Set a new password with the emailed link's token (once, within an hour)" })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid body, or an expired or used token' })
  async resetWithToken(@Param('token') token: string, @Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    await this.passwords.resetWithToken(token, dto.password);
    return { success: true, message: PasswordMessage.changed };
  }

  @Post('reset')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Change your password; every device is signed out' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async change(@CurrentUser() user: AuthenticatedUser, @Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    await this.passwords.change(user.id, dto.password);
    return { success: true, message: PasswordMessage.changed };
  }
}
