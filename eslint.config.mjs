import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// One rule set for the workspace. Module boundaries follow ARCHITECTURE.md: app → feature →
// data-access/ui → util; across domains only checkout → cart → auth and profile → auth; no React in
// the server and no Fastify or database driver in the browser.
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/tmp',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/*.gen.ts',
      '**/generated/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:catalog', onlyDependOnLibsWithTags: ['scope:shared', 'scope:catalog'] },
            { sourceTag: 'scope:content', onlyDependOnLibsWithTags: ['scope:shared', 'scope:content'] },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:shared', 'scope:auth'] },
            { sourceTag: 'scope:cart', onlyDependOnLibsWithTags: ['scope:shared', 'scope:cart', 'scope:auth'] },
            {
              sourceTag: 'scope:checkout',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:checkout', 'scope:cart', 'scope:auth'],
            },
            {
              sourceTag: 'scope:profile',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:profile', 'scope:auth', 'scope:cart'],
            },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: [
                'scope:shared',
                'scope:catalog',
                'scope:content',
                'scope:auth',
                'scope:cart',
                'scope:checkout',
                'scope:profile',
              ],
            },
            {
              sourceTag: 'platform:web',
              notDependOnLibsWithTags: ['platform:node'],
              bannedExternalImports: ['fastify', '@fastify/*', 'kysely', 'better-sqlite3', 'pg', 'sharp', 'ioredis'],
            },
            {
              sourceTag: 'platform:node',
              notDependOnLibsWithTags: ['platform:web'],
              bannedExternalImports: [
                'react',
                'react-dom',
                'react-dom/*',
                'styled-components',
                '@tanstack/react-*',
                'react-intl',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Build and tool configs import the root's shared Vite helpers by path; they are not app code.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/.storybook/**', '**/playwright.config.ts', 'vite.*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
