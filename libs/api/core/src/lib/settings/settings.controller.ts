import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { ShopSettings } from '@nidra/shared/contracts';
import { Public } from '../auth/auth.decorators';
import { AppConfig } from '../config/app-config';

class ProvidersBody {
  @ApiProperty() google!: boolean;
  @ApiProperty() facebook!: boolean;
}

class SettingsBody implements ShopSettings {
  @ApiProperty({ example: '+91 80 4567 8900' })
  supportPhone!: string;

  @ApiProperty({ type: ProvidersBody, description: 'Social sign-in providers with credentials' })
  providers!: ProvidersBody;
}

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public settings the storefront needs (support phone, social sign-in providers)' })
  @ApiOkResponse({ type: SettingsBody })
  settings(): ShopSettings {
    const configured = (provider: AppConfig['google']) => Boolean(provider.clientId && provider.clientSecret);
    return {
      supportPhone: this.config.supportPhone,
      providers: { google: configured(this.config.google), facebook: configured(this.config.facebook) },
    };
  }
}

@Module({ controllers: [SettingsController] })
export class SettingsModule {}
