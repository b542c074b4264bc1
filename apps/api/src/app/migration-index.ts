import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The contexts that keep migrations, and the name each library exports its list under. */
export const MIGRATION_CONTEXTS = ['core', 'identity', 'support', 'catalog', 'merchants', 'ordering', 'reviews'] as const;
export type MigrationContext = (typeof MIGRATION_CONTEXTS)[number];

export const migrationsExport = (context: MigrationContext) => `${context.toUpperCase()}_MIGRATIONS`;
export const migrationNamesExport = (context: MigrationContext) => `${context.toUpperCase()}_MIGRATION_NAMES`;

/** Where a context's migrations live, from the workspace root. */
export const migrationsFolder = (context: MigrationContext) => join('libs/api', context, 'src/migrations');

/**
 * Rewrites a context's migrations/index.ts to list every migration file in its folder, oldest first, and
 * migrations/names.ts to name them (what a start checks against the database before loading them).
 */
export function writeMigrationIndex(context: MigrationContext, folder = migrationsFolder(context)): void {
  const names = readdirSync(folder)
    .filter((file) => /^Migration\d{14}.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  const lines = [
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((name) => `import { ${name} } from './${name}';`),
    '',
    `/** The ${context} context's migrations, oldest first; the app runs every context's in one timeline by name. */`,
    `export const ${migrationsExport(context)}: MigrationObject[] = [`,
    ...names.map((name) => `  { name: '${name}', class: ${name} },`),
    '];',
    '',
  ];
  writeFileSync(join(folder, 'index.ts'), lines.join('\n'));
  const named = [
    `/** The ${context} context's migrations by name, oldest first: known without loading them or the migrator. */`,
    `export const ${migrationNamesExport(context)}: readonly string[] = [`,
    ...names.map((name) => `  '${name}',`),
    '];',
    '',
  ];
  writeFileSync(join(folder, 'names.ts'), named.join('\n'));
}
