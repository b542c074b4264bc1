import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const LIBS = join(__dirname, '../../../../libs/api');

/** A library's folders under src/lib, and which of them each one's code imports (type imports included). */
function folderImports(library: string): Map<string, Set<string>> {
  const lib = join(LIBS, library, 'src/lib');
  const edges = new Map<string, Set<string>>();
  const folderOf = (path: string) => relative(lib, path).split('/')[0];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [join(dir, entry.name)] : [],
    );
  for (const file of walk(lib)) {
    // The library's own files (its module, its context) compose the folders.
    if (dirname(file) === lib) continue;
    const from = folderOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), match[1]);
      if (!target.startsWith(lib)) continue;
      const to = folderOf(target);
      if (to === from || !relative(lib, target).includes('/')) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return edges;
}

/** The folders of a cycle, if the graph has one. */
function cycleIn(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('folders within a context', () => {
  it('import one another one way only: a folder that needs another is never needed by it, however indirectly', () => {
    const libraries = readdirSync(LIBS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const cycles = libraries.map((library) => [library, cycleIn(folderImports(library))]).filter(([, cycle]) => cycle !== null);
    expect(cycles).toEqual([]);
  });

  it('finds a cycle where there is one, so the check above can fail', () => {
    const edges = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['lifecycle'])],
      ['lifecycle', new Set(['orders'])],
    ]);
    expect(cycleIn(edges)).toEqual(['orders', 'payments', 'lifecycle', 'orders']);
    expect(cycleIn(new Map([['orders', new Set(['model'])]]))).toBeNull();
  });
});
