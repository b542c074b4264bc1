import { Body, Controller, Get, HttpCode, OnModuleInit, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AppConfig, ErrorBody, Public, RateLimited, TokenService } from '@nidra/api/core';
import { AuthProvider, type AuthResponse } from '@nidra/shared/contracts';
import type { User } from '../../users/user.entity';
import { toUserDto } from '../../users/user.mapper';
import { AuthBody } from '../dto/auth.body';
import { SocialAccountsService, SocialMessage } from './social-accounts.service';
import { loginUrlWithError, SocialAuthGuard, type SocialRequest } from './social-auth.guard';
import { registerSocialStrategies } from './social-strategies';

class ExchangeCodeDto {
  @ApiProperty({ description: 'The code from the /#/auth/success return URL' })
  @MaxLength(100, { message: SocialMessage.codeExpired })
  @IsString({ message: SocialMessage.codeExpired })
  @IsNotEmpty({ message: SocialMessage.codeExpired })
  code!: string;
}

const REDIRECT_DOC = { description: 'Redirects the browser (to the provider, or back to the shop)' };

@ApiTags('auth')
@Controller('auth')
export class SocialAuthController implements OnModuleInit {
  constructor(
    private readonly accounts: SocialAccountsService,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    registerSocialStrategies(this.config, this.accounts);
  }

  @Get('google')
  @Public()
  @UseGuards(SocialAuthGuard(AuthProvider.Google))
  @ApiOperation({ summary: 'Start signing in with Google (a browser redirect)' })
  @ApiFoundResponse(REDIRECT_DOC)
  startGoogle(): void {
    // The guard has redirected the browser to the provider.
  }

  @Get('google/callback')
  @Public()
  @UseGuards(SocialAuthGuard(AuthProvider.Google))
  @ApiOperation({ summary: "Google's return: on to /#/auth/success with a one-time code, or back to /#/login" })
  @ApiFoundResponse(REDIRECT_DOC)
  googleCallback(@Req() request: SocialRequest, @Res() reply: FastifyReply) {
    return this.finish(request, reply);
  }

  @Get('facebook')
  @Public()
  @UseGuards(SocialAuthGuard(AuthProvider.Facebook))
  @ApiOperation({ summary: 'Start signing in with Facebook (a browser redirect)' })
  @ApiFoundResponse(REDIRECT_DOC)
  startFacebook(): void {
    // The guard has redirected the browser to the provider.
  }

  @Get('facebook/callback')
  @Public()
  @UseGuards(SocialAuthGuard(AuthProvider.Facebook))
  @ApiOperation({ summary: "Facebook's return: on to /#/auth/success with a one-time code, or back to /#/login" })
  @ApiFoundResponse(REDIRECT_DOC)
  facebookCallback(@Req() request: SocialRequest, @Res() reply: FastifyReply) {
    return this.finish(request, reply);
  }

  @Post('exchange')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Trade the one-time code of a social sign-in for a token' })
  @ApiOkResponse({ type: AuthBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is unknown, used or expired' })
  async exchange(@Body() dto: ExchangeCodeDto): Promise<AuthResponse> {
    const user = await this.accounts.redeemCode(dto.code);
    return { success: true, token: await this.tokens.issue(user.id, user.tokenVersion), user: toUserDto(user) };
  }

  private async finish(request: SocialRequest, reply: FastifyReply): Promise<void> {
    const user = (request as unknown as { user?: User | null }).user;
    if (!user) {
      await reply.redirect(loginUrlWithError(this.config, request.oauthFailure ?? SocialMessage.codeExpired), 302);
      return;
    }
    const code = await this.accounts.issueCode(user);
    await reply
      .header('set-cookie', 'nidra_oauth_state=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax')
      .redirect(`${this.config.publicUrl}/#/auth/success?code=${code}`, 302);
  }
}
