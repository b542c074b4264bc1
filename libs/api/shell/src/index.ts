export { ApiModule } from './lib/api.module';
export { createApi, securityHeaders } from './lib/create-app';
export { composedMigrations, databaseOptions, migrate, migratingOptions, type DatabaseOptions } from './lib/database';
export { requestId } from './lib/logging';
