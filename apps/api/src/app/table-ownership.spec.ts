import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HANDED_OVER, READ_MODELS, TABLE_OWNERSHIP, type Context } from './table-ownership';

const LIBS = join(__dirname, '../../../../libs/api');
const CONTEXTS = Object.keys(TABLE_OWNERSHIP) as Context[];
const OWNER = new Map<string, Context>(CONTEXTS.flatMap((context) => TABLE_OWNERSHIP[context].map((table) => [table, context] as const)));

/** A context's source files, tests left out. */
function sourcesOf(context: Context): Array<{ path: string; text: string }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [join(dir, entry.name)] : [],
    );
  return walk(join(LIBS, context, 'src')).map((path) => ({ path: relative(LIBS, path), text: readFileSync(path, 'utf8') }));
}

/** Tables a piece of code names in SQL: after FROM, JOIN, UPDATE, INTO, TABLE (quoted or not). */
function tablesInSql(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b(?:from|join|update|into|table)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    if (OWNER.has(match[1].toLowerCase())) found.add(match[1].toLowerCase());
  }
  return [...found];
}

/** The tables a context's entities are mapped to. */
function entityTables(text: string): string[] {
  return [...text.matchAll(/tableName:\s*'([a-z_]+)'/g)].map((match) => match[1]);
}

/** Tables a migration changes: created, altered, indexed, dropped or filled. */
function tablesChanged(text: string): string[] {
  const found = new Set<string>();
  const changes = /\b(?:create table(?: if not exists)?|alter table|drop table(?: if exists)?|on|update|insert into|delete from)\s+"([a-z_][a-z0-9_]*)"/gi;
  for (const match of text.matchAll(changes)) {
    if (OWNER.has(match[1])) found.add(match[1]);
  }
  return [...found];
}

const isMigration = (path: string) => path.includes('/migrations/');

/** A migration of the table's former owner, from before the table was handed over. */
function madeBeforeHandOver(context: Context, path: string, table: string): boolean {
  const handOver = HANDED_OVER[table];
  const name = /(Migration\d+_\w+)\.ts$/.exec(path)?.[1];
  return handOver !== undefined && handOver.from === context && name !== undefined && name < handOver.at;
}

/** Entities of other contexts a file imports from their libraries. */
function foreignEntities(context: Context, text: string, entitiesOf: Map<Context, Set<string>>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@nidra\/api\/([a-z]+)'/g)) {
    const other = match[2] as Context;
    if (other === context || !entitiesOf.has(other)) continue;
    for (const name of match[1].split(',').map((part) => part.replace(/^\s*type\s+/, '').trim())) {
      if (entitiesOf.get(other)?.has(name)) found.push(`${other}.${name}`);
    }
  }
  return found;
}

describe('table ownership', () => {
  const sources = new Map(CONTEXTS.map((context) => [context, sourcesOf(context)]));
  const entitiesOf = new Map(
    CONTEXTS.map((context) => [
      context,
      new Set((sources.get(context) ?? []).flatMap(({ text }) => [...text.matchAll(/@Entity\([^)]*\)[\s\S]*?export class (\w+)/g)].map((m) => m[1]))),
    ]),
  );

  it('maps each table to the context whose entities it holds, and every entity table to one context', () => {
    for (const context of CONTEXTS) {
      const declared = new Set((sources.get(context) ?? []).flatMap(({ text }) => entityTables(text)));
      declared.delete('mikro_orm_migrations');
      expect([context, [...declared].sort()]).toEqual([context, [...TABLE_OWNERSHIP[context]].sort()]);
    }
  });

  it('finds no context naming another context’s table in its SQL, beyond declared read models', () => {
    const crossings = CONTEXTS.flatMap((context) =>
      (sources.get(context) ?? [])
        .filter(({ path }) => !isMigration(path))
        .flatMap(({ path, text }) =>
          tablesInSql(text)
            .filter((table) => OWNER.get(table) !== context && !(READ_MODELS[table] ?? []).includes(context))
            .map((table) => `${path} uses ${OWNER.get(table)}'s table ${table}`),
        ),
    );
    expect(crossings).toEqual([]);
  });

  it('keeps each context’s migrations to its own tables', () => {
    const crossings = CONTEXTS.flatMap((context) =>
      (sources.get(context) ?? [])
        .filter(({ path }) => isMigration(path))
        .flatMap(({ path, text }) =>
          tablesChanged(text)
            .filter((table) => OWNER.get(table) !== context && !madeBeforeHandOver(context, path, table))
            .map((table) => `${path} changes ${OWNER.get(table)}'s table ${table}`),
        ),
    );
    expect(crossings).toEqual([]);
  });

  it('finds no context holding another context’s entities', () => {
    const crossings = CONTEXTS.flatMap((context) =>
      (sources.get(context) ?? []).flatMap(({ path, text }) =>
        foreignEntities(context, text, entitiesOf).map((entity) => `${path} imports the entity ${entity}`),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it('lets a former owner’s migrations change a handed-over table only before the hand-over', () => {
    expect(madeBeforeHandOver('ordering', 'ordering/src/migrations/Migration20261125120000_tax_invoices.ts', 'tax_documents')).toBe(true);
    expect(madeBeforeHandOver('ordering', 'ordering/src/migrations/Migration20261203000000_later.ts', 'tax_documents')).toBe(false);
    expect(madeBeforeHandOver('catalog', 'catalog/src/migrations/Migration20261101000000_early.ts', 'tax_documents')).toBe(false);
    expect(madeBeforeHandOver('ordering', 'ordering/src/migrations/Migration20261101000000_early.ts', 'orders')).toBe(false);
  });

  it('catches a crossing, so the checks above can fail', () => {
    expect(tablesInSql('SELECT p.name FROM products p JOIN "users" u ON true')).toEqual(['products', 'users']);
    expect(tablesChanged('alter table "orders" add constraint x foreign key ("user_id") references "users" ("id");')).toEqual(['orders']);
    expect(tablesChanged('update "cart_items" i set "x" = p."y" from "products" p;')).toEqual(['cart_items']);
    const entities = new Map<Context, Set<string>>([['identity', new Set(['User'])]]);
    expect(foreignEntities('ordering', "import { User, type UsersService } from '@nidra/api/identity';", entities)).toEqual(['identity.User']);
  });
});
