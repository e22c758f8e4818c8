import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// One-way imports between the layers (see ../shared/design/ARCHITECTURE.md):
// contract, domain <- api, components <- state, screens <- app. The server never imports React code.
const layer = (files, forbidden, message) => ({
  files,
  // Tests and stories may import anything (mocks included).
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${forbidden.join('|')})(/|$)`,
            message,
            allowTypeImports: files.some((f) => f.includes('screens') || f.includes('components')),
          },
          ...(forbidden.includes('react')
            ? [{ regex: '^(react|react-dom|swr|react-router-dom|@radix-ui/.*|radix-ui)(/|$)', message }]
            : []),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'data',
      'public/mockServiceWorker.js',
      'server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/**/*.tsx', 'stories/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  ...storybook.configs['flat/recommended'],
  layer(
    ['src/contract/**'],
    ['domain', 'api', 'state', 'components', 'screens', 'app', 'mocks', 'react'],
    'src/contract is the base layer: zod only.',
  ),
  layer(
    ['src/domain/**'],
    ['api', 'state', 'components', 'screens', 'app', 'mocks', 'react'],
    'src/domain is pure TypeScript: it may use the contract only.',
  ),
  layer(
    ['src/api/**'],
    ['state', 'components', 'screens', 'app', 'mocks'],
    'src/api may use contract and domain only.',
  ),
  layer(
    ['src/components/**'],
    ['api', 'state', 'screens', 'app', 'mocks'],
    'Components are presentational: data and callbacks come in as props.',
  ),
  layer(
    ['src/state/**'],
    ['components', 'screens', 'app', 'mocks'],
    'State may use api, domain and contract.',
  ),
  layer(
    ['src/screens/**'],
    ['api', 'state', 'app', 'mocks'],
    'Screens are views: they never fetch; routes in src/app feed them.',
  ),
  layer(['src/app/**'], ['mocks'], 'The shipped app never imports mocks.'),
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      'src/components/notice.tsx',
      'src/components/submit-button.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Its first call builds an en-IN formatter from ICU's data: 100-160 ms on a throttled
          // phone's first page (it was a third of /cart's blocking time).
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'Use formatCount or formatMoney (src/domain): they group en-IN by hand.',
        },
        {
          selector: "JSXMemberExpression[object.name='Callout'][property.name='Root']",
          message:
            'A message box is a Notice (src/components/notice.tsx): one colour, icon and role per tone.',
        },
        {
          selector: "ImportDeclaration[source.value='@radix-ui/react-icons']",
          message:
            "Import an icon from its own module, `import HeartIcon from '~icons/radix-icons/heart'` (vite.config.ts): that package is one module, in every page's first load.",
        },
        {
          selector: "JSXAttribute[name.name='type'][value.value='submit']",
          message:
            'A submit button is a SubmitButton (src/components/submit-button.tsx): off until a server-rendered page is live.',
        },
      ],
    },
  },
  layer(
    ['server/**'],
    ['api', 'state', 'components', 'screens', 'app', 'mocks', 'react'],
    'The server imports src/contract and src/domain only.',
  ),
  prettier,
);
