import { Body, Controller, Delete, Get, HttpCode, OnModuleInit, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  AppConfig,
  Authenticated,
  CurrentUser,
  ErrorBody,
  InvalidInput,
  Public,
  RateLimited,
  TokenService,
  wire,
  WireSchema,
  type AuthenticatedUser,
} from '@nidra/api/core';
import {
  AuthProvider,
  SocialMessage,
  type AuthResponse,
  type MessageResponse,
  type SocialCodeRequest,
  type SocialLinkStartResponse,
  type SocialLinksResponse,
} from '@nidra/shared/contracts';
import type { User } from '../../users/user.entity';
import { toUserDto } from '../../users/user.mapper';
import { BROWSER_COOKIE, browserNonceOf, LINK_COOKIE, oauthCookie, STATE_COOKIE, type SocialRequest } from './oauth-state';
import { LINK_TTL_MS, SIGN_IN_CODE_TTL_MS, SocialAccountsService, type SocialProvider } from './social-accounts.service';
import { loginUrlWithError, securityUrl, SocialAuthGuard } from './social-auth.guard';
import { isConfigured, providerConfig, registerSocialStrategies } from './social-strategies';

@WireSchema('SocialCodeRequest')
class ExchangeCodeDto implements SocialCodeRequest {
  @MaxLength(100, { message: SocialMessage.codeExpired })
  @IsString({ message: SocialMessage.codeExpired })
  @IsNotEmpty({ message: SocialMessage.codeExpired })
  code!: string;
}

const SOCIAL_PROVIDERS: SocialProvider[] = [AuthProvider.Google, AuthProvider.Facebook];

class ProviderParam {
  @ApiProperty({ enum: SOCIAL_PROVIDERS })
  @IsIn(SOCIAL_PROVIDERS, { message: 'Provider must be google or facebook.' })
  provider!: SocialProvider;
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
  @ApiQuery({ name: 'link', required: false, description: '1 to link Google to the account that started it from Account Security' })
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
  googleCallback(@Req() request: SocialRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.finish(AuthProvider.Google, request, reply);
  }

  @Get('facebook')
  @Public()
  @ApiQuery({ name: 'link', required: false, description: '1 to link Facebook to the account that started it from Account Security' })
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
  facebookCallback(@Req() request: SocialRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.finish(AuthProvider.Facebook, request, reply);
  }

  @Post('exchange')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({
    summary: 'Trade the one-time code of a social sign-in for a token, in the browser that signed in (its HttpOnly cookie)',
  })
  @ApiOkResponse(wire('AuthResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is unknown, used or expired, or was made for another browser' })
  async exchange(
    @Body() dto: ExchangeCodeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    const user = await this.accounts.redeemSignInCode(dto.code, browserNonceOf(request));
    void reply.header('set-cookie', oauthCookie(BROWSER_COOKIE, '', 0, this.secure));
    return { success: true, token: await this.tokens.issue(user.id, user.tokenVersion), user: toUserDto(user) };
  }

  @Get('links')
  @Authenticated()
  @ApiOperation({ summary: 'The sign-in providers linked to your account, and those this shop offers' })
  @ApiOkResponse(wire('SocialLinksResponse'))
  async links(@CurrentUser() caller: AuthenticatedUser): Promise<SocialLinksResponse> {
    return { links: await this.accounts.links(caller.id), providers: this.providers };
  }

  @Post('link/:provider')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Start linking a provider to your account: sets a ten-minute link cookie and answers where to send the browser',
  })
  @ApiOkResponse(wire('SocialLinkStartResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a provider this shop offers' })
  async startLink(
    @Param() { provider }: ProviderParam,
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SocialLinkStartResponse> {
    if (!this.providers.includes(provider)) throw new InvalidInput(SocialMessage.notConfigured(provider));
    const code = await this.accounts.issueLinkCode(caller);
    void reply.header('set-cookie', oauthCookie(LINK_COOKIE, code, LINK_TTL_MS / 1000, this.secure));
    return { url: `/api/auth/${provider}?link=1` };
  }

  @Delete('link/:provider')
  @Authenticated()
  @ApiOperation({ summary: 'Unlink a provider from your account (not the only way it can sign in)' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not linked, or the account has no password to sign in with' })
  async unlink(@Param() { provider }: ProviderParam, @CurrentUser() caller: AuthenticatedUser): Promise<MessageResponse> {
    await this.accounts.unlink(caller.id, provider);
    return { success: true, message: SocialMessage.unlinked(provider) };
  }

  private get providers(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => isConfigured(providerConfig(this.config, provider)));
  }

  private get secure(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  /** Back from the provider: signed in (a one-time code for the browser), linked, or refused with why. */
  private async finish(provider: SocialProvider, request: SocialRequest, reply: FastifyReply): Promise<void> {
    const user = (request as unknown as { user?: User | null }).user;
    const clear = [oauthCookie(STATE_COOKIE, '', 0, this.secure), oauthCookie(LINK_COOKIE, '', 0, this.secure)];
    void reply.header('set-cookie', clear);
    if (request.oauthLinking) {
      const outcome = user ? { linked: provider } : { error: request.oauthFailure ?? SocialMessage.linkExpired };
      await reply.redirect(securityUrl(this.config, outcome), 302);
      return;
    }
    if (!user) {
      await reply.redirect(loginUrlWithError(this.config, request.oauthFailure ?? SocialMessage.codeExpired), 302);
      return;
    }
    // The code in the URL is good only with the nonce this browser now keeps.
    const { code, browser } = await this.accounts.issueSignInCode(user);
    void reply.header('set-cookie', oauthCookie(BROWSER_COOKIE, browser, SIGN_IN_CODE_TTL_MS / 1000, this.secure));
    await reply.redirect(`${this.config.publicUrl}/#/auth/success?code=${code}`, 302);
  }
}
