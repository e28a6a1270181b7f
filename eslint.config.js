// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports that break the layer direction of docs/DESIGN.md: src -> flows -> machines -> domain, server -> domain. */
const layer = (/** @type {string[]} */ forbidden, /** @type {string} */ why) => ({
  patterns: forbidden.map((group) => ({ group: [group], message: why })),
});

/** src/ talks to the server only over GraphQL (every file under src/ keeps this ban, whatever its zone). */
const SRC_TO_SERVER = layer(
  ['**/server/**', '!**/server/schema.graphql'],
  'src/ talks to the server only over GraphQL.',
);

/** How deep under src/ a file can sit: src/a/b.ts is 1, src/a/b/c.ts is 2 … (src/features/<feature>/<part>/x.tsx is 3) */
const SRC_DEPTHS = [1, 2, 3, 4];

/**
 * Zones inside src/ (docs/DESIGN.md): a folder may import from src/ only the folders `allowed` (besides
 * itself), and the single modules `shared` names (paths under src/ without extension). Relative imports are not
 * resolved by the rule, so each depth gets its own glob and pattern: from a file `depth` folders below src/, `../`
 * `depth` times reaches src/, and what follows names the folder or module imported.
 */
const srcZone = (
  /** @type {string} */ folder,
  /** @type {{ allowed: string[], shared?: string[] }} */ { allowed, shared = [] },
  /** @type {string} */ why,
) =>
  SRC_DEPTHS.map((depth) => ({
    files: [`src/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SRC_TO_SERVER.patterns,
            {
              regex: `^(\\.\\./){${depth}}(?!(${[folder, ...allowed].join('|')})/${shared.map((module) => `|${module}$`).join('')})[\\w-]+/`,
              message: why,
            },
          ],
        },
      ],
    },
  }));

/** The feature folders, src/features/<feature>/ (docs/decisions/NEW-feature-folders.md), read from the disk: a new one is a zone at once. */
const FEATURES = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** How deep under src/features/ a file sits: src/features/a/b.ts is 1, src/features/a/b/c.ts is 2 … */
const FEATURE_DEPTHS = [1, 2, 3];

/**
 * A feature imports no other feature (bulletproof-react's rule), nor src/app/, nor the staff console or the inspector:
 * from a file `depth` folders below src/features/, `../` `depth` times reaches src/features/ and the next segment names
 * the feature imported; one more `../` reaches src/. A page that shows another feature's part takes it as a slot
 * that src/app/routes/ passes (docs/decisions/NEW-page-slots.md).
 */
const featureZone = (/** @type {string} */ feature) =>
  FEATURE_DEPTHS.map((depth) => {
    const own = `${feature}/`;
    return {
      files: [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...SRC_TO_SERVER.patterns,
              {
                regex: `^(\\.\\./){${depth}}(?!${own})[\\w-]+/|^(\\.\\./){${depth + 1}}features/(?!${own})[\\w-]+/`,
                message: `src/features/${feature}/ imports no other feature: move the shared piece to src/lib/ or src/ui/, or let src/app/ or src/composition/ compose the two.`,
              },
              {
                regex: `^(\\.\\./){${depth + 1}}(app|staff|inspector)/`,
                message:
                  'A feature imports neither src/app/ (it only composes) nor the staff console or the inspector (entries of their own).',
              },
            ],
          },
        ],
      },
    };
  });

/**
 * What the staff console (an entry of its own, staff.html) may take from the patient app's folders: shared UI,
 * shared helpers (the GraphQL client and tag, the documents both apps read: src/lib/), the tenant, the styles.
 */
const STAFF_ALLOWED = ['ui', 'lib', 'config', 'styles'];

/**
 * Patient features the console still shares, module by module, until they are split into src/ui and src/lib: the
 * documents panel with its calls and the video call (the doctor's side of the same call). Nothing new joins this list.
 */
const STAFF_SHARED = [
  'features/documents/DocumentViewer',
  'features/documents/DocumentUploadDialog',
  'features/documents/useDocumentList',
  'features/documents/documents.css',
  'features/documents/api/documentActors',
  'features/video/callLogic',
  'features/video/call/CallView',
];

/**
 * The inspector watches the patient's conversation (a lazy route of the patient app, its hub in src/lib/): it takes
 * the chat itself, its transcript and its stored conversation, and no other feature.
 */
const INSPECTOR_SHARED = [
  'features/chat/ChatHome',
  'features/chat/Transcript',
  'features/chat/chat.css',
  'features/chat/conversationStorage',
];

/** server/ depends only on domain/ and tenants/ (and on its own files). */
const SERVER_LAYER = layer(
  ['**/src/**', '**/machines/**', '**/flows/**'],
  'server/ depends only on domain/ and tenants/.',
);

/**
 * The recorded runs' module (issue 33) also reads the trace format and the run rules the browser records by: pure
 * files (zod and types, no machine), so a run is judged by the same rules on both sides.
 */
const RUNS_SERVER_LAYER = {
  patterns: [
    ...layer(['**/src/**', '**/machines/**'], 'server/ depends only on domain/ and tenants/.').patterns,
    {
      regex: '(^|/)flows/(?!trace/trace$|runs/\\w+$)',
      message: 'server/modules/runs/ imports of flows/ only flows/trace/trace and flows/runs/<rule>.',
    },
  ],
};

/** `../payments/recovery` from a module's file; `../payments` (its index.ts) and `../payments/tables` pass. */
const MODULE_FILE_FROM_MODULE = '^\\.\\./\\w+/(?!(index|tables)$)[\\w.]+$';
/** `./modules/payments/recovery` or `../modules/payments/recovery` from elsewhere in server/. */
const MODULE_FILE_FROM_SERVER = '^(\\./|(\\.\\./)+)modules/\\w+/(?!(index|tables)$)[\\w.]+$';

const MODULE_ENTRY =
  "Import another server module through its index.ts ('../payments'), or its tables.ts: its other files are its own.";

/** The one server file that may name a module's files: the generated resolver types (codegen.ts's mappers name views). */
const MODULE_INTERNALS_ALLOWED = ['server/graphql/resolvers.generated.ts'];

const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Chat and patient text is rendered as text, never as HTML.',
};

// XState's fields that start with `_` are private and change between versions: product code reads them only through
// machines/xstateInternals.ts, whose test pins the xstate range (docs/ARCHITECTURE.md, Composition).
const NO_XSTATE_PRIVATE = {
  selector: 'MemberExpression[property.name=/^_/]',
  message: "XState's private fields are read only in machines/xstateInternals.ts (its test pins the xstate version).",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'src/lib/graphql/graphql-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-restricted-syntax': ['error', NO_HTML],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', SRC_TO_SERVER],
      'no-restricted-syntax': ['error', NO_HTML, NO_XSTATE_PRIVATE],
    },
  },
  // src/app/ composes the patient app (src/main.tsx is its entry): nothing else imports it.
  ...SRC_DEPTHS.map((depth) => ({
    files: [`src/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SRC_TO_SERVER.patterns,
            {
              regex: `^(\\.\\./){${depth}}app/`,
              message: 'src/app/ only composes: move what you need into the feature, src/lib/ or src/ui/.',
            },
          ],
        },
      ],
    },
  })),
  // Shared UI reads the build's tenant (its name, its time zone) but no feature.
  ...srcZone(
    'ui',
    { allowed: ['styles', 'config'] },
    'src/ui/ is shared UI: it imports no feature (what it needs moves into src/ui/).',
  ),
  ...FEATURES.flatMap(featureZone),
  ...srcZone(
    'staff',
    { allowed: STAFF_ALLOWED, shared: STAFF_SHARED },
    'src/staff/ is an application of its own: it imports no patient feature (what it shares goes to src/ui/ or src/lib/).',
  ),
  ...srcZone(
    'inspector',
    { allowed: ['ui', 'lib', 'config', 'styles'], shared: INSPECTOR_SHARED },
    'src/inspector/ watches the chat and reaches into no other feature (what it shares goes to src/ui/ or src/lib/).',
  ),
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layer(
          [
            '**/machines/**',
            '**/flows/**',
            '**/src/**',
            '**/server/**',
            '**/tenants/**',
            'react',
            'react-dom',
            'xstate',
            'urql',
            'zod',
          ],
          'domain/ is pure rules: it imports nothing of ours and no framework.',
        ),
      ],
    },
  },
  {
    files: ['raster/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layer(
          ['**/domain/**', '**/machines/**', '**/flows/**', '**/src/**', '**/server/**', '**/tenants/**'],
          'raster/ draws images in Node (build and seed time) and imports nothing of ours.',
        ),
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layer(
          ['**/flows/**', '**/src/**', '**/server/**', 'react', 'react-dom', 'urql', '@urql/*', '@xstate/react'],
          'machines/ are UI-agnostic and reach the outside only through injected actors.',
        ),
      ],
    },
  },
  {
    files: ['flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layer(
          ['**/src/**', '**/server/**', 'react', 'react-dom', 'urql', '@urql/*', '@xstate/react'],
          'flows/ compose machines; they never import the UI or the server.',
        ),
      ],
    },
  },
  // Machines and flows read the time from the Clock they are given (machines/clock.ts), never from the system.
  {
    files: ['machines/**/*.ts', 'flows/**/*.ts'],
    // machines/clock.ts is the system clock itself; machines/xstateInternals.ts is the one reader of XState's fields.
    ignores: ['machines/clock.ts', 'machines/xstateInternals.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_XSTATE_PRIVATE,
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Read the time from the Clock the machine is given (machines/clock.ts), not Date.now.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the Clock the machine is given (machines/clock.ts): new Date(clock.now()).',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', SERVER_LAYER] },
  },
  // A server module is used through its index.ts (and its tables.ts, docs/decisions/0043): from inside server/modules/
  // another module's file is `../<module>/<file>`, from elsewhere in server/ `…modules/<module>/<file>`.
  ...[
    { files: ['server/modules/**/*.ts'], ignores: [], patterns: [MODULE_FILE_FROM_MODULE, MODULE_FILE_FROM_SERVER] },
    {
      files: ['server/**/*.ts'],
      ignores: ['server/modules/**', ...MODULE_INTERNALS_ALLOWED],
      patterns: [MODULE_FILE_FROM_SERVER],
    },
  ].map(({ files, ignores, patterns }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SERVER_LAYER.patterns, ...patterns.map((regex) => ({ regex, message: MODULE_ENTRY }))] },
      ],
    },
  })),
  {
    files: ['server/modules/runs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RUNS_SERVER_LAYER.patterns,
            ...[MODULE_FILE_FROM_MODULE, MODULE_FILE_FROM_SERVER].map((regex) => ({ regex, message: MODULE_ENTRY })),
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/explicit-module-boundary-types': 'off',
    },
  },
);
