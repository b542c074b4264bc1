import { MailMessage } from './lib/mail/mail-message.entity';

export * from './lib/config';
export * from './lib/errors';
export * from './lib/auth';
export * from './lib/http';
export * from './lib/logging/logged-url';
export * from './lib/database';
export * from './lib/mail';
export * from './lib/health';
export * from './lib/openapi/wire';

/** Tables owned by the shared core (the mail outbox). */
export const CORE_ENTITIES = [MailMessage];
export * from './lib/settings/settings.controller';
export * from './lib/storage';
export * from './lib/redis';
export * from './lib/context';
export { CORE_MIGRATIONS } from './lib/core-migrations';
export * from './lib/jobs/periodic-job';
export * from './lib/loading/on-first-use';
