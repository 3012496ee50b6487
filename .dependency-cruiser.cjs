/** The dependency rules of DESIGN.md, checked by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only itself, date-fns and the country/city data libraries',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', 'node_modules/(date-fns|i18n-iso-countries|country-state-city)/'] },
    },
    {
      name: 'contracts-are-the-wire-only',
      comment: 'contracts/ holds the request and response types of the API; it may name domain types and nothing else',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', '^domain/'] },
    },
    {
      name: 'contracts-are-types-only',
      comment: 'the API and the web import the wire types, never code from contracts/',
      severity: 'error',
      from: { pathNot: '^contracts/' },
      to: { path: '^contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'use cases and ports: no framework, no I/O, no adapters',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^application/', '^domain/', 'node_modules/date-fns/', '^(node:)?stream$'] },
    },
    {
      name: 'application-streams-are-types-only',
      comment: 'a port may name the Readable type; the application never touches streams itself',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(node:)?stream$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-never-import-drivers-side',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^api/', '^web/'] },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^api/', '^adapters/', '^application/'] },
    },
    {
      name: 'production-never-imports-tests',
      comment: 'benchmarks may reuse the test builders (generated WAVs); the product never does',
      severity: 'error',
      from: { pathNot: ['^tests/', '^bench/'] },
      to: { path: '^tests/' },
    },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
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
