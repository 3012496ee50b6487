/** The dependency rules of DESIGN.md, checked by `npm test`. */

/** Every rule of the house is an error; a rule without a comment explains itself by its name. */
const forbid = (name, comment, from, to) => ({ name, ...(comment ? { comment } : {}), severity: 'error', from, to });

/** Modules under `from` may import nothing but what `allowed` matches. */
const importsOnly = (name, comment, from, allowed) => forbid(name, comment, { path: from }, { pathNot: allowed });

/** Modules matched by `from` may never import a module matched by `to`. */
const neverImports = (name, comment, from, to) => forbid(name, comment, from, { path: to });

module.exports = {
  forbidden: [
    importsOnly('domain-is-pure', 'domain/ imports only itself, date-fns and the country/city data libraries', '^domain/', [
      '^domain/',
      'node_modules/(date-fns|i18n-iso-countries|country-state-city)/',
    ]),
    importsOnly(
      'wire-names-only-domain',
      'wire/ holds the request and response types of the API; it may name domain types and nothing else',
      '^wire/',
      ['^wire/', '^domain/'],
    ),
    forbid(
      'wire-is-types-only',
      'the API and the web import the wire types, never code from wire/',
      { pathNot: '^wire/' },
      { path: '^wire/', dependencyTypesNot: ['type-only'] },
    ),
    importsOnly(
      'application-depends-on-domain-only',
      'use cases and ports: no framework, no I/O, no adapters; a view the API answers as it is may be typed by its wire type in wire/ (types only, see wire-is-types-only)',
      '^application/',
      ['^application/', '^domain/', '^wire/', 'node_modules/date-fns/', '^(node:)?stream$'],
    ),
    forbid(
      'application-streams-are-types-only',
      'a port may name the Readable type; the application never touches streams itself',
      { path: '^application/' },
      { path: '^(node:)?stream$', dependencyTypesNot: ['type-only'] },
    ),
    neverImports('adapters-never-import-drivers-side', undefined, { path: '^adapters/' }, ['^api/', '^web/']),
    forbid(
      'api-uses-adapters-through-the-registry',
      'the API builds its adapters through the registry and reads the config; it never names an adapter itself',
      { path: '^api/' },
      { path: '^adapters/', pathNot: ['^adapters/registry/index[.]ts$', '^adapters/config/'] },
    ),
    neverImports(
      'adapters-never-import-use-cases',
      'adapters implement ports; the use cases are composed by the API, never reached from an adapter',
      { path: '^adapters/' },
      '^application/use-cases/',
    ),
    neverImports('web-never-imports-server', undefined, { path: '^web/' }, ['^api/', '^adapters/', '^application/']),
    neverImports(
      'production-never-imports-tests',
      'benchmarks may reuse the test builders (generated WAVs); the product never does',
      { pathNot: ['^tests/', '^bench/'] },
      '^tests/',
    ),
    forbid(
      'web-features-are-isolated',
      'a feature never imports another feature; shared UI lives in web/src/components/, shared state in stores/ or gateway/',
      { path: '^web/src/features/([^/]+)/' },
      { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    ),
    forbid(
      'no-orphans',
      'a module nothing imports is dead code, unless it is an entry point, a configuration or a migration',
      {
        orphan: true,
        pathNot: [
          '(^|/)[.][^/]+[.](js|cjs|mjs|json)$',
          '[.]d[.]ts$',
          '(^|/)tsconfig[^/]*[.]json$',
          '^web/src/main[.]tsx$',
          '^api/main[.]ts$',
          '^scripts/[^/]+[.](cjs|ts)$',
          '^bench/[^/]+[.]ts$',
          '^adapters/persistence/migrations/',
        ],
      },
      {},
    ),
    forbid('no-cycles', undefined, {}, { circular: true }),
    forbid('no-unresolvable', undefined, {}, { couldNotResolve: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
