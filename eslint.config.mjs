// Lint (`npm run lint`, a step of `npm test`): the recommended JavaScript and TypeScript rules,
// the rules of hooks, and the layer rules of ARCHITECTURE (which folder may import which).
// Syntax-only typescript-eslint (no type information), so the whole repository lints in seconds;
// tsc already checks the types.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** Importing the request layer from below it (components, lib) ties shared code to the server. */
const noApi = {
  group: ['@/api', '@/api/*', '**/api', '**/api/*'],
  message: 'components/ and lib/ never import api/: take the data or a callback as a prop, or move the code up to a store or page.'
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'e2e/shots/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter kept for its position
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `cb && cb()` and `ok ? a() : b()` as statements are how the weapp stubs read
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `catch {}`: a failure that is deliberately ignored (clean-up, best-effort calls)
      'no-empty': ['error', { allowEmptyCatch: true }]
    }
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Off: every finding (19) was a deliberate "run when the session/id changes" effect over an
      // observable store the page creates once (useState(() => new Store())), which the rule cannot know
      // is stable. Warnings nobody acts on would only teach readers to skip the lint output.
      'react-hooks/exhaustive-deps': 'off'
    }
  },
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApi] }] }
  },
  {
    // a module uses another module's services, never its routes (a route file is that module's HTTP face)
    files: ['server/modules/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['../*/routes', '../../*/routes', '**/modules/*/routes'], message: "A server module never imports another module's routes: move the shared piece to server/lib or the other module's service." }]
      }]
    }
  },
  {
    // platform differences live in src/platform/*.{h5,weapp}.ts; app.config.ts is build-time configuration
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**', 'src/app.config.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
        message: 'Pages and shared code never test process.env.TARO_ENV: put the difference in src/platform/<name>.{h5,weapp}.ts.'
      }]
    }
  },
  {
    files: ['test/**', 'server/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    // tests and the browser harness reach into untyped runtime objects (Taro internals, window.ethereum)
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
)
