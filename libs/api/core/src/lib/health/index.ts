export * from './health.controller';
export * from './health.module';
