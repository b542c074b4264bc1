import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { TOKEN_ALGORITHM, tokenKey } from './token-key';
import { TokenService } from './token.service';

/** Token signing shared by every context; the strategy that resolves users lives in identity. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: tokenKey(config.jwtSecret),
        signOptions: { algorithm: TOKEN_ALGORITHM, expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: [TOKEN_ALGORITHM] },
      }),
    }),
  ],
  providers: [TokenService],
  exports: [TokenService, PassportModule, JwtModule],
})
export class AuthCoreModule {}
