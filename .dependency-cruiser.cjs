/**
 * The import graph's rules (issue 32), checked by `pnpm run lint:imports` in `npm test`
 * (scripts/checks.sh). dependency-cruiser rather than eslint-plugin-import's `no-cycle`: it sees
 * circles between folders as well as between files (a folder circle hides behind acyclic files),
 * counts type-only imports (`tsPreCompilationDeps`), resolves through the tsconfig paths, checks
 * the whole graph in one pass in seconds (no-cycle re-walks it per file inside ESLint), and draws
 * the graph by area (`pnpm run graph:imports`).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-circle',
      severity: 'error',
      comment:
        'No import circle between files, type-only imports included: move what both sides need into domain/ (a rule) or a hand-written *.types.ts.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circle',
      severity: 'error',
      scope: 'folder',
      comment:
        'No import circle between folders (features, areas): shared rules live in domain/, a feature imports a child machine through its index.ts.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'domain/ holds pure rules and data: it imports nothing of ours outside domain/.',
      from: { path: '^packages/sdk/src/domain/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/sdk/src/domain/' },
    },
  ],
  options: {
    includeOnly: '^(packages/sdk/src|apps/web/src)/',
    // Tests and stories are leaves (nothing imports them), so they close no circle; left out, the
    // folder rule reads the shipped graph (a test of a feature may import the composition root).
    exclude: { path: '\\.(test|stories)\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      archi: { collapsePattern: '^packages/sdk/src/(storefront|checkout|cabinet)/[^/]+|^(packages/sdk/src|apps/web/src)/[^/]+' },
    },
  },
};
