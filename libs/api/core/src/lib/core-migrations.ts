import type { ContextMigrations } from './context';
import { CORE_MIGRATION_NAMES } from '../migrations/names';

/** The core's own tables' migrations (the mail outbox). */
export const CORE_MIGRATIONS: ContextMigrations = {
  names: CORE_MIGRATION_NAMES,
  load: async () => (await import('../migrations')).CORE_MIGRATIONS,
};
