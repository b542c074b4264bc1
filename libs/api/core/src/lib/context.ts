import type { EntityClass, MigrationObject } from '@mikro-orm/core';
import type { Type } from '@nestjs/common';

/**
 * A context's migrations: their names, known at once, and the migrations themselves, loaded (with the
 * migrator they need) only when some are to run.
 */
export interface ContextMigrations {
  names: readonly string[];
  load: () => Promise<MigrationObject[]>;
}

/** A context without tables of its own. */
export const NO_MIGRATIONS: ContextMigrations = { names: [], load: async () => [] };

/**
 * One bounded context as the shell composes it: its Nest module, the tables it owns, its migrations,
 * and the contexts its module builds on. The shop is the shell with every context; a context's own
 * API tests run the shell with that context and what it requires.
 */
export interface ShopContext {
  name: string;
  module: Type<unknown>;
  entities: EntityClass<unknown>[];
  migrations: ContextMigrations;
  requires: ShopContext[];
}

/** The contexts with everything they require, each once, required ones first. */
export function withRequired(contexts: ShopContext[]): ShopContext[] {
  const ordered: ShopContext[] = [];
  const visit = (context: ShopContext) => {
    if (ordered.includes(context)) return;
    context.requires.forEach(visit);
    ordered.push(context);
  };
  contexts.forEach(visit);
  return ordered;
}
