// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports that break the layer direction of docs/DESIGN.md: src -> flows -> machines -> domain, server -> domain. */
const layer = (/** @type {string[]} */ forbidden, /** @type {string} */ why) => ({
  patterns: forbidden.map((group) => ({ group: [group], message: why })),
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'src/graphql/graphql-env.d.ts',
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Chat and patient text is rendered as text, never as HTML.',
        },
      ],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        layer(['**/server/**', '!**/server/schema.graphql'], 'src/ talks to the server only over GraphQL.'),
      ],
    },
  },
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
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layer(['**/src/**', '**/machines/**', '**/flows/**'], 'server/ depends only on domain/ and tenants/.'),
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
