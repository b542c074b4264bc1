export * from './authenticated-user';
export * from './auth.decorators';
export * from './jwt-auth.guard';
export * from './token.service';
export * from './auth-core.module';
export * from './link-token';
export * from './token-key';
