import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import { MIGRATION_CONTEXTS, migrationNamesExport, migrationsExport, migrationsFolder, writeMigrationIndex } from './migration-index';

const ROOT = join(__dirname, '../../../..');

describe("each context's migrations", () => {
  it.each(MIGRATION_CONTEXTS)('%s: names.ts names every migration file, in the order index.ts runs them', async (context) => {
    const folder = join(ROOT, migrationsFolder(context));
    const files = readdirSync(folder)
      .filter((file) => /^Migration\d{14}.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const names: readonly string[] = (await import(join(folder, 'names')))[migrationNamesExport(context)];
    const listed: MigrationObject[] = (await import(join(folder, 'index')))[migrationsExport(context)];
    expect(files.length).toBeGreaterThan(0);
    expect(names).toEqual(files);
    expect(listed.map((migration) => migration.name)).toEqual(files);
  });

  it('are listed and named again when a migration is created', () => {
    const folder = mkdtempSync(join(tmpdir(), 'nidra-migrations-'));
    try {
      for (const name of ['Migration20261201090000_second', 'Migration20261130080000_first']) {
        writeFileSync(join(folder, `${name}.ts`), '');
      }
      writeMigrationIndex('reviews', folder);
      expect(readFileSync(join(folder, 'names.ts'), 'utf8')).toContain(
        "export const REVIEWS_MIGRATION_NAMES: readonly string[] = [\n  'Migration20261130080000_first',\n  'Migration20261201090000_second',\n];",
      );
      expect(readFileSync(join(folder, 'index.ts'), 'utf8')).toContain("{ name: 'Migration20261130080000_first', class: Migration20261130080000_first },");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
