import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import {
  AllExceptionsFilter,
  AppConfig,
  AuthCoreModule,
  ConfigModule,
  createValidationPipe,
  HealthModule,
  HttpThrottlerGuard,
  JwtAuthGuard,
  MailModule,
  SettingsModule,
  StorageModule,
  throttlerOptions,
} from '@nidra/api/core';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { MerchantsModule } from '@nidra/api/merchants';
import { OrderingModule } from '@nidra/api/ordering';
import { ReviewsModule } from '@nidra/api/reviews';
import { SupportModule } from '@nidra/api/support';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { databaseOptions } from './database';
import { loggerOptions } from './logging';

/** Composition only: the shared core plus one module per bounded context. */
@Module({})
export class AppModule {
  /** `extra` lets tests add probe routes; the shop itself passes nothing. */
  static register(config: AppConfig, extra: ModuleMetadata['imports'] = []): DynamicModule {
    if (!config.databaseUrl) throw new Error('The database URL must be known before the app is composed.');
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        MikroOrmModule.forRoot(databaseOptions(config.databaseUrl, undefined, config.logLevel === 'debug' || config.logLevel === 'trace')),
        ThrottlerModule.forRoot(throttlerOptions(config)),
        AuthCoreModule,
        MailModule,
        HealthModule,
        SettingsModule,
        StorageModule,
        EventEmitterModule.forRoot(),
        IdentityModule,
        SupportModule,
        CatalogModule,
        MerchantsModule,
        OrderingModule,
        ReviewsModule,
        ...extra,
      ],
      providers: [
        { provide: APP_GUARD, useClass: HttpThrottlerGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
