import type { Rolldown } from 'vite';

// What it buys: without it (the plain import graph instead, through every barrel) the form kit's chunk grows from
// 30.3 to 55.7 KB and the submit page's from 49.6 to 61.9 KB (raw; about 13 KB more gzip on a first visit to /submit).
// Why the bundler cannot: rolldown shakes unused exports out of the chunks it writes, but it assigns modules to chunks
// (page-chunk.plugin.mts's groups) before that, and offers no read of 'which modules a page's imported names reach'.
// Which modules a page's code uses, following imported names rather than whole files. A barrel (`export * from`,
// `export { x } from`) only leads to the modules of the names that are imported through it, as the bundler's tree
// shaking does: a page that takes one rule from `domain/forms` does not use the other thirteen files behind it.
// Inside a module that is used, every import counts (this does not follow names within a file).

type Wanted = ReadonlySet<string> | 'all';

interface Facts {
  /** False for CommonJS and anything not parsed: every import is then taken whole. */
  esm: boolean;
  imports: { id: string; names: Wanted }[];
  /** `export { a as b } from`, `export * as ns from`: exported name → where it comes from. */
  reexports: Map<string, { id: string; name: string | 'all' }>;
  /** `export * from`. */
  stars: string[];
}

interface Name {
  type: string;
  name?: string;
  value?: string | number | boolean | null;
}

interface Specifier {
  type: string;
  imported?: Name;
  local?: Name;
  exported?: Name;
}

interface Statement {
  type: string;
  source?: { value: string } | null;
  specifiers?: Specifier[];
  exported?: Name | null;
  declaration?: unknown;
}

// `import { a } from './a'; export { a };` and nothing else, as packages often write their index: the file only
// passes names on, so what it imports counts only when its importer asks for that name.
const onlyPassesNamesOn = (body: Statement[]) =>
  body.every(
    (s) => s.type === 'ImportDeclaration' || s.type === 'ExportAllDeclaration' || (s.type === 'ExportNamedDeclaration' && !s.declaration),
  );

const nameOf = (node: Name | undefined): string => String(node?.name ?? node?.value ?? 'default');
const languageOf = (id: string) => (/\.[cm]?tsx$/.test(id) ? 'tsx' : /\.[cm]?ts$/.test(id) ? 'ts' : 'js');

type Context = Pick<Rolldown.PluginContext, 'getModuleInfo' | 'parse' | 'resolve'>;

async function readFacts(ctx: Context, id: string): Promise<Facts> {
  const info = ctx.getModuleInfo(id);
  const whole = (): Facts => ({
    esm: false,
    imports: (info?.importedIds ?? []).map((imported) => ({ id: imported, names: 'all' })),
    reexports: new Map(),
    stars: [],
  });
  if (!info?.code) return whole();
  let body: Statement[];
  try {
    body = (ctx.parse(info.code, { lang: languageOf(id) }) as unknown as { body: Statement[] }).body;
  } catch {
    return whole();
  }
  // Imports first: an `export { a }` may come before the import of `a`.
  const imports = body.filter((s) => s.type === 'ImportDeclaration');
  const moduleStatements = [...imports, ...body.filter((s) => s.type.startsWith('Export'))];
  if (moduleStatements.length === 0) return whole();
  const resolved = new Map<string, string | null>();
  const resolve = async (specifier: string) => {
    if (!resolved.has(specifier)) resolved.set(specifier, (await ctx.resolve(specifier, id))?.id ?? null);
    return resolved.get(specifier) ?? null;
  };
  const facts: Facts = { esm: true, imports: [], reexports: new Map(), stars: [] };
  const barrel = onlyPassesNamesOn(body);
  const importedBindings = new Map<string, { id: string; name: string | 'all' }>();
  for (const statement of moduleStatements) {
    const specifiers = statement.specifiers ?? [];
    if (!statement.source) {
      for (const s of specifiers) {
        const binding = importedBindings.get(nameOf(s.local));
        if (binding) facts.reexports.set(nameOf(s.exported), binding);
      }
      continue;
    }
    const target = await resolve(statement.source.value);
    if (!target) continue;
    if (statement.type === 'ImportDeclaration') {
      const whole = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
      for (const s of specifiers)
        importedBindings.set(nameOf(s.local), { id: target, name: s.type === 'ImportNamespaceSpecifier' ? 'all' : nameOf(s.imported) });
      if (!barrel || specifiers.length === 0)
        facts.imports.push({ id: target, names: whole ? 'all' : new Set(specifiers.map((s) => nameOf(s.imported))) });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) facts.reexports.set(nameOf(statement.exported), { id: target, name: 'all' });
      else facts.stars.push(target);
    } else {
      for (const s of specifiers) facts.reexports.set(nameOf(s.exported), { id: target, name: nameOf(s.local) });
    }
  }
  return facts;
}

/** The modules whose code runs for the names `roots` use, through the statically imported modules. */
export async function usedModules(ctx: Context, roots: string[]): Promise<Set<string>> {
  const facts = new Map<string, Promise<Facts>>();
  const factsOf = (id: string) => {
    if (!facts.has(id)) facts.set(id, readFacts(ctx, id));
    return facts.get(id) as Promise<Facts>;
  };
  const exportNames = new Map<string, Promise<Set<string>>>();
  // The names a module exports, its star re-exports included (ModuleInfo lists those only as '*').
  const namesOf = (id: string, seen = new Set<string>()): Promise<Set<string>> => {
    if (seen.has(id)) return Promise.resolve(new Set());
    seen.add(id);
    if (!exportNames.has(id))
      exportNames.set(
        id,
        (async () => {
          const own = (ctx.getModuleInfo(id)?.exports ?? []).filter((name) => name !== '*');
          const starred = await Promise.all((await factsOf(id)).stars.map((star) => namesOf(star, seen)));
          return new Set([...own, ...starred.flatMap((names) => [...names].filter((name) => name !== 'default'))]);
        })(),
      );
    return exportNames.get(id) as Promise<Set<string>>;
  };

  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const wholeAsked = new Set<string>();
  const queue: { id: string; names: Wanted }[] = roots.map((id) => ({ id, names: 'all' }));

  const use = async (id: string) => {
    if (used.has(id)) return;
    used.add(id);
    for (const imported of (await factsOf(id)).imports) queue.push(imported);
  };

  for (let request = queue.shift(); request; request = queue.shift()) {
    const { id, names } = request;
    const module = await factsOf(id);
    if (!module.esm) {
      await use(id);
      continue;
    }
    if (names === 'all') {
      if (wholeAsked.has(id)) continue;
      wholeAsked.add(id);
      await use(id);
      for (const { id: from, name } of module.reexports.values()) queue.push({ id: from, names: name === 'all' ? 'all' : new Set([name]) });
      for (const star of module.stars) queue.push({ id: star, names: 'all' });
      continue;
    }
    if (names.size === 0) {
      await use(id);
      continue;
    }
    const seen = asked.get(id) ?? new Set<string>();
    asked.set(id, seen);
    for (const name of names) {
      if (seen.has(name) || wholeAsked.has(id)) continue;
      seen.add(name);
      const reexport = module.reexports.get(name);
      if (reexport) {
        queue.push({ id: reexport.id, names: reexport.name === 'all' ? 'all' : new Set([reexport.name]) });
        continue;
      }
      const starSources = [];
      for (const star of module.stars) if ((await namesOf(star)).has(name)) starSources.push(star);
      const ownNames = ctx.getModuleInfo(id)?.exports ?? [];
      if (starSources.length > 0 && !ownNames.includes(name))
        for (const star of starSources) queue.push({ id: star, names: new Set([name]) });
      else await use(id);
    }
  }
  return used;
}
