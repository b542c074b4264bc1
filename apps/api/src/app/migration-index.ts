import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rewrites migrations/index.ts to list every migration file in the folder, oldest first. */
export function writeMigrationIndex(folder: string): void {
  const names = readdirSync(folder)
    .filter((file) => /^Migration\d{14}.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  const lines = [
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((name) => `import { ${name} } from './${name}';`),
    '',
    '/** The one migration timeline, oldest first. The API is bundled, so files are listed, not globbed. */',
    'export const MIGRATIONS: MigrationObject[] = [',
    ...names.map((name) => `  { name: '${name}', class: ${name} },`),
    '];',
    '',
  ];
  writeFileSync(join(folder, 'index.ts'), lines.join('\n'));
}
