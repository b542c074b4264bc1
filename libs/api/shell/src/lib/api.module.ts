import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
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
  withRequired,
  type ShopContext,
} from '@nidra/api/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { databaseOptions } from './database';
import { loggerOptions } from './logging';

/** Composition only: the shared core plus the module of each bounded context given (and those they require). */
@Module({})
export class ApiModule {
  /** `extra` lets tests add probe routes, and `logDestination` read the log; the shop itself passes neither. */
  static register(
    config: AppConfig,
    contexts: ShopContext[],
    extra: ModuleMetadata['imports'] = [],
    logDestination?: DestinationStream,
  ): DynamicModule {
    if (!config.databaseUrl) throw new Error('The database URL must be known before the app is composed.');
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config, logDestination)),
        MikroOrmModule.forRoot(
          databaseOptions(config.databaseUrl, contexts, { logSql: config.logLevel === 'debug' || config.logLevel === 'trace' }),
        ),
        ThrottlerModule.forRootAsync({ useFactory: () => throttlerOptions(config) }),
        AuthCoreModule,
        MailModule,
        HealthModule,
        SettingsModule,
        StorageModule,
        EventEmitterModule.forRoot(),
        // The public reads are found among the controllers (create-app).
        DiscoveryModule,
        ...withRequired(contexts).map((context) => context.module),
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
