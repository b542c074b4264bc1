import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SettingsResponse } from '@nidra/shared/contracts';
import { Public } from '../auth/auth.decorators';
import { AppConfig } from '../config/app-config';
import { wire } from '../openapi/wire';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public settings the storefront needs (support phone, social sign-in providers, whether a courier is connected)' })
  @ApiOkResponse(wire('SettingsResponse'))
  settings(): SettingsResponse {
    const configured = (provider: AppConfig['google']) => Boolean(provider.clientId && provider.clientSecret);
    return {
      supportPhone: this.config.supportPhone,
      providers: { google: configured(this.config.google), facebook: configured(this.config.facebook) },
      courier: this.config.shiprocket !== undefined,
    };
  }
}

@Module({ controllers: [SettingsController] })
export class SettingsModule {}
