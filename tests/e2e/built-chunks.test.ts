import { readFileSync } from 'node:fs';
import path from 'node:path';

type ImportGraph = Record<string, readonly string[]>;

/** One cycle of static imports between chunks, as the chunk names around it; null when there is none. */
function findImportCycle(graph: ImportGraph): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (chunk: string): string[] | null => {
    const at = onPath.indexOf(chunk);
    if (at >= 0) return [...onPath.slice(at), chunk];
    if (done.has(chunk)) return null;
    onPath.push(chunk);
    for (const next of graph[chunk] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(chunk);
    return null;
  };
  for (const chunk of Object.keys(graph)) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return null;
}

// Chunks that import each other run in an order that depends on which one a page enters by: one can read the other's
// bindings before they are set, and the page dies at start ('x is not a function'). Both times it happened, only a
// visit entering from one side crashed.
describe('the web build', () => {
  it('finds a cycle when there is one', () => {
    expect(findImportCycle({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findImportCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
  });

  it('has no chunks that import each other', () => {
    const manifestFile = path.resolve(__dirname, '../../dist/web/.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { imports?: string[] }>;
    const graph = Object.fromEntries(Object.entries(manifest).map(([chunk, entry]) => [chunk, entry.imports ?? []]));
    expect(Object.keys(graph).length).toBeGreaterThan(20);
    expect(findImportCycle(graph)).toBeNull();
  });
});
