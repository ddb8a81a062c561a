import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The visitor's city is one fact: screens read it from shared/runtime/city.ts (`useCityId`), never resolve it again. */
const CITY_IS_ONE_FACT = {
  name: '@mealflow/sdk',
  importNames: ['resolveCity', 'resolveCityId', 'cityIdFromHost', 'cityIdFromValue'],
  message:
    "The visitor's city is one fact: read it with useCityId() from shared/runtime/city.ts (the runtime's city actor), never resolve it again.",
};
/** One store adapter (issue 32): shared/runtime/useScreenActor's useConnect (a connect) and useActorValue (a narrow selector). */
const ONE_STORE_ADAPTER = {
  name: '@xstate/react',
  importNames: ['useSelector', 'useActor'],
  message:
    'Follow an actor with useConnect (its connect) or useActorValue (a narrow selector) from shared/runtime/useScreenActor: one adapter.',
};
const APP_USES_FEATURE_INDEX = {
  regex: '(^|/)features/[^/]+/(?![A-Za-z]+Page$)',
  message: "app/ uses a feature through its index.ts; only the route table loads a screen module ('features/<name>/<Name>Page').",
};

/** A screen never reads a machine's state name or value (issue 32): what it needs is its connect's. */
const STATE_NAME_READS = [
  {
    selector: "CallExpression[callee.property.name='matches']:not([callee.object.callee.name='matchMedia'])",
    message: "A screen never reads a machine's state name: add what it needs to the machine's connect (a field or a selector).",
  },
  {
    selector: "MemberExpression[property.name='value'][object.callee.property.name='getSnapshot']",
    message: "A screen never reads a machine's state value: add what it needs to the machine's connect (a field or a selector).",
  },
  {
    selector: "MemberExpression[property.name='value'][object.name=/^(s|snap|snapshot)$/]",
    message: "A screen never reads a machine's state value: add what it needs to the machine's connect (a field or a selector).",
  },
];

/** A feature never reads a port (issue 32); see the features block below. */
const PORT_MESSAGE =
  "A feature reads no port: use useScreenFacts() (brand, smartphone, the service's now), the router, or an SDK function given the runtime's deps.";
const PORT_READS = [
  { selector: "MemberExpression[property.name='ports']", message: PORT_MESSAGE },
  { selector: "ObjectPattern > Property[key.name='ports']", message: PORT_MESSAGE },
];

/** The service's date in the SDK's source (see the block that uses it). */
const SERVICE_NOW_READS = [
  {
    selector:
      "CallExpression[callee.name=/^(todayIso|firstDeliveryDay)$/] CallExpression[callee.property.name='now'][callee.object.property.name='clock']",
    message: "The service's date comes from serviceNow(ports) (shared/service-now.ts), not the bare clock port.",
  },
  // A `now` is the service's now (first delivery, the active customisation, cut-offs); the
  // clock port's reading is named for what it is (`at`, `cacheBuster`, a storage timestamp).
  // The funnel's first delivery and the marketing's active customisation read the bare clock (stop 42).
  {
    selector: "VariableDeclarator[id.name='now'] > CallExpression.init[callee.property.name='now'][callee.object.property.name='clock']",
    message: "A `now` is the service's: serviceNow(ports). Name a real-time reading for its use (at, cacheBuster).",
  },
  {
    selector: "Property[key.name='now'] > CallExpression.value[callee.property.name='now'][callee.object.property.name='clock']",
    message: "A `now` is the service's: serviceNow(ports). Name a real-time reading for its use (at, cacheBuster).",
  },
];
/**
 * The client-token cookie is the browser's, shared by its tabs: only the API client removes it (`api/client.ts`:
 * on a 401 only while it still holds the refused call's token, so another tab's newer login stays; `clearToken` on a logout).
 */
const TOKEN_COOKIE_MESSAGE =
  "Only the API client removes the client-token cookie: api.clearToken() on a logout; a 401's removal is the client's own (compare-and-remove).";
const TOKEN_COOKIE_REMOVALS = [
  {
    selector: "CallExpression[callee.property.name='remove'][arguments.0.object.name='COOKIES'][arguments.0.property.name='clientToken']",
    message: TOKEN_COOKIE_MESSAGE,
  },
  { selector: "CallExpression[callee.property.name='remove'][arguments.0.value='client_token']", message: TOKEN_COOKIE_MESSAGE },
];

/** Reads of the real clock (or of the test's day) in a test file. */
const CLOCK_READ =
  ":matches(CallExpression[callee.object.name='Date'][callee.property.name='now'], NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.name='cabinetDay'])";

/** Clock reads when a test file loads (its top level, a describe body): the day is read inside a test. */
const LOAD_TIME_CLOCK_READS = [
  'Program > VariableDeclaration',
  'Program > ExportNamedDeclaration > VariableDeclaration',
  "CallExpression[callee.name='describe'] > ArrowFunctionExpression > BlockStatement > VariableDeclaration",
].flatMap((at) =>
  [' ', ''].map((descendant) => ({
    // A read in an object's method or function-valued property runs when called, not at load.
    selector: `${at} > VariableDeclarator > :not(ArrowFunctionExpression, FunctionExpression).init${descendant}${CLOCK_READ}:not(Property > :function *)`,
    message: 'A clock read when the file loads: read the day inside the test (cabinetDay(harness), a test time).',
  })),
);
/** A day taken from the real clock in a journey or a story (see the block that uses it). */
const DATE_NOW = "CallExpression[callee.object.name='Date'][callee.property.name='now']";
const SANDBOX_DAY_MESSAGE =
  "A day from the real clock: take the page's sandbox's (sandboxDay(request) in a journey, parameters.testTime(seed) in a checkout story).";
const WALL_CLOCK_DAYS = [
  { selector: `AssignmentPattern > ${DATE_NOW}.right`, message: SANDBOX_DAY_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: SANDBOX_DAY_MESSAGE },
  { selector: `NewExpression[callee.name='Date'] ${DATE_NOW}`, message: SANDBOX_DAY_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.tools/**',
      '**/storybook-static/**',
      '.storybook/public/**',
      '**/test-results/**',
      'coverage/**',
      // Temporary files the build tools write beside their configs while they load them (tsup's
      // bundle-require, Vite): lint runs beside build:packages (scripts/checks.sh), listed one and
      // then failed with ENOENT once tsup had removed it.
      '**/*.config.bundled_*.mjs',
      '**/*.config.*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No file over 400 lines (after Prettier): a longer one is split by concern (setup/states, kit/tests, halves of a list).
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Lint zones (as bulletproof-react draws them): a feature uses another feature only through
    // that feature's public index.ts, never its insides; shared/ knows no feature and no app.
    // The route table (app/Router.tsx) lazy-loads each screen module (`features/<name>/<Name>Page`).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Only shared/runtime/useScreenActor (and app/runtime) create root actors; screens read machine-owned children.
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useMachine', 'createActorContext'],
              message:
                "A screen's root actor comes from useScreenActor (shared/runtime/useScreenActor.ts); its children are the machine's own.",
            },
            CITY_IS_ONE_FACT,
            ONE_STORE_ADAPTER,
          ],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: "Import another feature through its index.ts ('../<feature>'), not its insides.",
            },
            { regex: '(^|/)features/[^/]+/', message: "Import another feature through its index.ts ('../<feature>'), not its insides." },
            // Layers (issue 32): app/ lazy-loads the features, so a feature importing app/ closes a circle.
            {
              regex: '(^|/)app(/|$)',
              message:
                'A feature never imports app/: the runtime hooks and RuntimeContext are shared/runtime/, the cabinet frame shared/layout/.',
            },
          ],
        },
      ],
    },
  },
  {
    // e2e journeys take `test` from e2e/fixtures.ts: it gives each Playwright worker a sandbox of its own.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it gives each worker its own sandbox tenant.",
            },
          ],
        },
      ],
    },
  },
  {
    // The visitor's city is resolved only in shared/runtime/city.ts (the runtime's city actor) and
    // city-early.ts (the prerendered landing's first paint); screens read it from there.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_STORE_ADAPTER],
          patterns: [{ regex: '(^|/)(features|app)(/|$)', message: 'shared/ is used by features and app/; it imports neither.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CITY_IS_ONE_FACT, ONE_STORE_ADAPTER], patterns: [APP_USES_FEATURE_INDEX] }],
    },
  },
  {
    // A screen renders its connect's model: it never reads a machine's state name (`matches()`, a
    // snapshot's `value`); what it needs is a field or a selector of the machine's connect (issue 32).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...STATE_NAME_READS],
    },
  },
  {
    // A feature reads no port (issue 32): where it runs comes from `useScreenFacts()` (brand,
    // smartphone, the service's now) in shared/runtime, its address from the router, and storage
    // through an SDK function given the runtime's deps. shared/runtime is where ports are read.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...STATE_NAME_READS, ...PORT_READS],
    },
  },
  {
    // The service's date (the backend's today, first delivery, cut-offs) is `serviceNow(ports)`:
    // the test clock when set, else the clock. The checkout's 'today' read the bare clock and was
    // wrong after 20:00 whenever a test clock was set (stop 41); this makes that an error. And the
    // client-token cookie is removed by the API client only (TOKEN_COOKIE_REMOVALS).
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SERVICE_NOW_READS, ...TOKEN_COOKIE_REMOVALS],
    },
  },
  {
    // The one module that removes the client-token cookie (TOKEN_COOKIE_REMOVALS above).
    files: ['packages/sdk/src/api/client.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SERVICE_NOW_READS] },
  },
  {
    // The page's cookies are read through the cookie port (issue 35): its jar reads `document.cookie`
    // once and again only when a change may have happened; a read beside it is a synchronous call to
    // the browser's network process after each write (27–32 ms on a loaded phone page).
    files: ['packages/sdk/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/sdk/src/browser-cookies.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'cookie', message: 'Cookies go through the cookie port (ports.cookies: browser-cookies.ts).' },
      ],
    },
  },
  {
    // The SDK is framework-free: no React, no DOM globals except in the browser ports' modules (the /browser entry).
    files: ['packages/sdk/src/**/*.ts'],
    ignores: [
      'packages/sdk/src/browser.ts',
      'packages/sdk/src/browser-cookies.ts',
      'packages/sdk/src/browser-device.ts',
      'packages/sdk/src/browser-ports.ts',
      'packages/sdk/src/browser-providers.ts',
      'packages/sdk/src/create-browser-ports.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@xstate/react', 'wouter'] }],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'sessionStorage', 'location'],
      // `interface CheckoutMachine extends CheckoutLogic {}` names a machine's inferred type for .d.ts and hovers.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // The SDK's source imports no sandbox (its tests do, through @mealflow/sandbox/vitest), and
    // machines take MealflowDeps from deps.ts, never from the composition root that imports them all.
    // effects-matrix/ is the fault matrix's test code (its harness and per-area driver rows).
    files: ['packages/sdk/src/**/*.ts'],
    ignores: [
      'packages/sdk/src/browser.ts',
      'packages/sdk/src/index.ts',
      'packages/sdk/src/**/*.test.ts',
      'packages/sdk/src/testing/**',
      'packages/sdk/src/effects-matrix/**',
      // The one module that wraps XState's setup (below).
      'packages/sdk/src/shared/machine-setup.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // A machine's state tree is built once, when used (issue 35): XState's own setup and
          // createMachine build it at module load and again in every .provide().
          paths: [
            {
              name: 'xstate',
              importNames: ['setup', 'createMachine'],
              message: 'Take setup from shared/machine-setup.ts: its machines build their state tree once, when first used.',
            },
          ],
          patterns: [
            { group: ['react', 'react-dom', '@xstate/react', 'wouter'], message: 'The SDK is framework-free.' },
            {
              group: ['@mealflow/sandbox', '@mealflow/sandbox/*'],
              message: "The SDK's source imports no sandbox; tests use @mealflow/sandbox/vitest.",
            },
            { group: ['**/create-mealflow'], message: 'Take MealflowDeps from deps.ts; only index.ts imports the composition root.' },
          ],
        },
      ],
    },
  },
  {
    // Tests at any hour (README): a test's day is read per test, from the harness (`cabinetDay(harness)`:
    // the day the sandbox seeded on) or a pinned test time. The sandbox re-seeds from the real time after
    // each test, so a clock read when the file loads (its top level, a describe body) is yesterday's for
    // the tests that run after Moscow's midnight: 14 SDK test files did that (stop 47).
    files: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...LOAD_TIME_CLOCK_READS] },
  },
  {
    // Journeys and stories take their day from the page's sandbox, the seed it was reset to
    // (e2e/sandbox.ts \`sandboxDay(request)\`, a checkout story's \`parameters.testTime(seed)\`), not from
    // their own clock: a run across Moscow's midnight (or 20:00, which moves the first delivery)
    // between the reset and the read mixes two days. So no clock read when the file loads, no day
    // defaulting to the real time (\`now = Date.now()\`), no date made from it; a duration is no day.
    files: ['e2e/**/*.ts', 'apps/web/src/**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LOAD_TIME_CLOCK_READS, ...WALL_CLOCK_DAYS] },
  },
);
