// The house rules that a linter can check, run by `npm run lint` and `npm test` with zero warnings allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Comments explain why; tracker references (an issue number) rot, so they stay in commit messages. */
const noIssueComments = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { issue: "Say why in the comment; leave the tracker reference ('{{text}}') to the commit message." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /\bissue[ -]?#?\d+/i.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'issue', data: { text: match[0] } });
        }
      },
    };
  },
};

const noDefaultExport = {
  selector: 'ExportDefaultDeclaration, ExportSpecifier[exported.name="default"]',
  message: 'Use a named export: one exported concept per file, imported by its name.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'web/public/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { house: { rules: { 'no-issue-comments': noIssueComments } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'house/no-issue-comments': 'error',
      // Prettier owns line breaks and puts a chained `[key]()` call on its own line, which this rule reads as ASI danger.
      'no-unexpected-multiline': 'off',
      'no-restricted-syntax': ['error', noDefaultExport],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './web/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; the handlers catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    // Server state goes through a feature's api file (fetcher, query options and hook: `api/` or `<area>.api.ts`) and
    // the query cache: nothing else resolves a port or imports a gateway's code (its types are free to use).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/features/*/api/**',
      'web/src/features/**/*.api.ts',
      // The app-wide server state (session, profile, configuration), each file fetcher + query options + hook.
      'web/src/queries/*.query.ts',
      'web/src/di/**',
      'web/src/gateway/**',
      'web/src/main.tsx',
      'web/src/prerender/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)di/(container-context|container|port-resolver|first-paint-ports)$`,
              allowTypeImports: true,
              message: "Resolve ports in the feature's api/ file (fetcher + query options + hook), not here.",
            },
            {
              regex: String.raw`(^|/)gateway/[a-z-]+\.gateway$`,
              allowTypeImports: true,
              message: "Call the API through the feature's api/ file and the query cache.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message:
                'IsOptional lets null through unchecked: use Optional() (or Optional({ nullable: true })) from api/common/http/optional.decorator.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    // Tools that load their configuration through a default export.
    files: [
      'eslint.config.mjs',
      'web/vite.config.mts',
      'web/plugins/*.mts',
      'tests/support/world/{global-setup,browser-setup,browser-teardown}.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
