/** A foreign key: the table holding it, its name, its column, the table it points at, and what it does on delete. */
export type ForeignKey = readonly [table: string, constraint: string, column: string, target: string, onDelete: 'cascade' | 'set null'];

/** The statements that drop foreign keys (if they are there), and those that make them again. */
export function droppingForeignKeys(keys: readonly ForeignKey[]): { up: string[]; down: string[] } {
  return {
    up: keys.map(([table, constraint]) => `alter table "${table}" drop constraint if exists "${constraint}";`),
    down: keys.map(
      ([table, constraint, column, target, onDelete]) =>
        `alter table "${table}" add constraint "${constraint}" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
    ),
  };
}
