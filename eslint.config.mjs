import nx from '@nx/eslint-plugin';

const apiContexts = ['identity', 'merchants', 'catalog', 'fulfilment', 'invoicing', 'ordering', 'reviews', 'support', 'insight'];
const scopes = (...names) => names.map((name) => `scope:${name}`);
const types = (...names) => names.map((name) => `type:${name}`);

// The one-way dependency rules of the architecture page; a wrong import fails lint.
const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: scopes('shared') },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: scopes('web', 'shared') },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: scopes('api', 'shared', ...apiContexts) },
  { sourceTag: 'scope:identity', onlyDependOnLibsWithTags: scopes('identity', 'api', 'shared') },
  { sourceTag: 'scope:catalog', onlyDependOnLibsWithTags: scopes('catalog', 'identity', 'api', 'shared') },
  // Approving a merchant makes its account and its brand in one transaction, so merchants builds on both.
  { sourceTag: 'scope:merchants', onlyDependOnLibsWithTags: scopes('merchants', 'catalog', 'identity', 'api', 'shared') },
  // Where a pincode is and what delivery there allows; it knows no other context.
  { sourceTag: 'scope:fulfilment', onlyDependOnLibsWithTags: scopes('fulfilment', 'api', 'shared') },
  // Tax documents: what an order hands over is all it knows of orders; it reads the catalogue for who owns a product and the marketplace's sellers for who sells.
  { sourceTag: 'scope:invoicing', onlyDependOnLibsWithTags: scopes('invoicing', 'merchants', 'catalog', 'identity', 'api', 'shared') },
  {
    sourceTag: 'scope:ordering',
    onlyDependOnLibsWithTags: scopes('ordering', 'fulfilment', 'invoicing', 'merchants', 'catalog', 'identity', 'api', 'shared'),
  },
  {
    sourceTag: 'scope:reviews',
    onlyDependOnLibsWithTags: scopes('reviews', 'catalog', 'identity', 'api', 'shared'),
  },
  { sourceTag: 'scope:support', onlyDependOnLibsWithTags: scopes('support', 'identity', 'api', 'shared') },
  // The Overview reads what the contexts it sums up tell it; none of them knows it.
  {
    sourceTag: 'scope:insight',
    onlyDependOnLibsWithTags: scopes('insight', 'ordering', 'reviews', 'merchants', 'catalog', 'identity', 'api', 'shared'),
  },

  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: types('shell', 'core', 'domain', 'feature', 'data-access', 'ui', 'util', 'contracts', 'testing'),
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: types('util', 'contracts', 'testing') },
  // The API's test harness runs the shell with the contexts a test names; it knows no context itself.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: types('shell', 'core', 'util', 'contracts', 'testing') },
  // The shell composes whatever contexts it is given; it imports none.
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: types('core', 'util', 'contracts') },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: types('domain', 'core', 'util', 'contracts') },
  { sourceTag: 'type:core', onlyDependOnLibsWithTags: types('util', 'contracts') },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: types('data-access', 'ui', 'util', 'contracts') },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: types('util', 'contracts') },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: types('util', 'contracts') },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: types('util', 'contracts') },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: types('contracts') },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/.data', '**/.reports', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A context's own API tests and test factories may also use the test harness.
    files: ['libs/api/*/test/**', 'libs/api/*/testing/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: depConstraints.map((rule) =>
            rule.sourceTag === 'type:domain'
              ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, ...types('testing')] }
              : rule,
          ),
        },
      ],
    },
  },
  {
    // A context's statements go through its EntityManager, which runs them in the current transaction; the
    // connection's own execute takes a second connection from the pool while a transaction holds one.
    files: ['libs/api/*/src/**/*.ts'],
    ignores: ['libs/api/core/**', 'libs/api/testing/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='getConnection']",
          message: 'Run statements with em.execute(), which joins the current transaction, not on getConnection().',
        },
      ],
    },
  },
  {
    // Jest configs share presets from the workspace root by path; they are not library code.
    files: ['**/jest*.config.cjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs', '**/jest.preset.js', 'jest.api-e2e.preset.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
