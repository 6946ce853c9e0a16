import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md, "Boundaries"). Zones are paths from the repository root; they are
// read from the folders, so a new feature or service is covered without editing this file.
const root = import.meta.dirname;
const folders = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
// The remotes: the folders the list of remotes names (remotes.json).
const remotes = JSON.parse(readFileSync(`${root}/remotes.json`, 'utf8')).map((remote) => remote.folder);
const apps = ['shell', ...remotes];
const services = folders('services').map((name) => `services/${name}`);
/** A remote's one module that others may import: the list of what it exposes, checked by the shell's types. */
const remoteManifest = './federation.ts';

// Identity's and billing's layers (their READMEs, "Where things are"): an area (a folder of src) imports its own
// files, the core and the service's shared root modules (config.ts, quotas.ts, the *-client.ts), never another area;
// the core imports no area. app.ts and server.ts, which put the service together, are imported by nobody;
// database.ts (the schema, entities and migrations, which `npm run migrate` reads too) only by app.ts.
// i18n/ (the catalogues of the words people read, one per language) is no area: the core's words module reads it.
const composition = ['app.ts', 'server.ts', 'database.ts'];
const notAreas = ['core', 'migrations', 'i18n'];
function layeredServiceZones(service) {
  const src = `services/${service}/src`;
  const entries = readdirSync(`${root}/${src}`, { withFileTypes: true });
  const shared = entries.filter((e) => e.isFile() && !composition.includes(e.name)).map((e) => `./${e.name}`);
  const areas = entries.filter((e) => e.isDirectory() && !notAreas.includes(e.name)).map((e) => e.name);
  return [
    ...areas.map((area) => ({
      target: `${src}/${area}`,
      from: src,
      except: [`./${area}`, './core', ...shared],
      message: `In ${service}, an area imports only its own files, core/ and the shared root modules: move what two areas share into core/.`,
    })),
    {
      target: `${src}/core`,
      from: src,
      except: ['./core', './i18n', ...shared],
      message: `In ${service}, the core imports no area (nor app.ts or server.ts).`,
    },
  ];
}
const identityBillingZones = ['identity', 'billing'].flatMap(layeredServiceZones);

function appZones(app) {
  const src = `${app}/src`;
  // The app layer: what the shell or a browser starts from. Below it the features, below them the shared code.
  const entry = [`${src}/app`, `${src}/exposes`, `${src}/main.tsx`];
  const features = folders(`${src}/features`);
  const shared = readdirSync(`${root}/${src}`)
    .filter((name) => !['app', 'exposes', 'features', 'main.tsx'].includes(name))
    .map((name) => `${src}/${name}`);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need below the features (components, lib, api, ...).',
    })),
    {
      target: `${src}/features`,
      from: entry,
      message: 'Imports go app → features → shared: a feature never imports the app layer.',
    },
    // A new remote may have no shared code yet.
    ...(shared.length === 0
      ? []
      : [
          {
            target: shared,
            from: [...entry, `${src}/features`],
            message: 'Imports go app → features → shared: shared code never imports a feature or the app layer.',
          },
        ]),
    ...apps
      .filter((other) => other !== app)
      .map((other) => ({
        target: app,
        from: other,
        ...(app === 'shell' ? { except: [remoteManifest] } : {}),
        message:
          "The shell and the remotes never import each other: they meet only through module federation (the shell may import a remote's federation.ts types).",
      })),
  ];
}

// Matching's layers (services/matching/README.md): each area (a folder of src) imports the core and its own files,
// nothing else of matching; the core imports no area. app.ts, the composition root, imports everything.
const matchingSrc = 'services/matching/src';
const matchingZones = [
  ...folders(matchingSrc)
    .filter((name) => !notAreas.includes(name))
    .map((area) => ({
      target: `${matchingSrc}/${area}`,
      from: matchingSrc,
      except: [`./${area}`, './core'],
      message: 'A matching area imports only the core and its own files: move what two areas share into core/.',
    })),
  {
    target: `${matchingSrc}/core`,
    from: matchingSrc,
    except: ['./core', './i18n'],
    message: "Matching's core imports no area and not the composition root (app.ts, config.ts).",
  },
];

// SQL lives in repositories (docs/architecture.md, "Data access"), in every service: only files named repository.ts
// or *-repository.ts (and migrations) import the kit's SQL template or run a statement.
const sqlOutsideRepository = 'SQL lives in a repository: move the statement into repository.ts or a *-repository.ts.';
const sqlFiles = {
  files: ['services/*/src/**/*.ts'],
  ignores: ['services/*/src/**/repository.ts', 'services/*/src/**/*-repository.ts', 'services/*/src/migrations/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@wishlist/service-kit',
            importNames: ['sql', 'rows', 'firstRow', 'changed'],
            message: sqlOutsideRepository,
          },
          { name: 'kysely', message: sqlOutsideRepository },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='query'][callee.object.name=/pool|client/i]",
        message: sqlOutsideRepository,
      },
      {
        selector: "CallExpression[callee.property.name='query'][callee.object.property.name='pool']",
        message: sqlOutsideRepository,
      },
      {
        selector: 'CallExpression[callee.property.name=/^(execute|getKysely|getConnection)$/]',
        message: sqlOutsideRepository,
      },
    ],
  },
};

// The frontend packages, in layers (docs/architecture.md, "The frontend packages"): each imports only those it lists
// here. The build tooling stands apart; the runtime is at the bottom; the fixtures serve tests and stories of all.
const frontendPackages = {
  federation: [],
  'app-runtime': ['testing'],
  'shared-data': ['app-runtime', 'testing'],
  'domain-ui': ['app-runtime', 'shared-data', 'testing'],
  testing: ['app-runtime'],
};
const frontendPackageZones = Object.entries(frontendPackages).map(([name, below]) => ({
  target: `packages/${name}/src`,
  from: Object.keys(frontendPackages)
    .filter((other) => other !== name && !below.includes(other))
    .map((other) => `packages/${other}/src`),
  message: `@wishlist/${name} imports only ${below.map((other) => `@wishlist/${other}`).join(', ') || 'no other frontend package'}: runtime below data below domain UI, the build tooling apart.`,
}));

// Services and packages are held to it in their source; their tests may assemble several services into one stack.
const zones = [
  ...apps.flatMap(appZones),
  ...identityBillingZones,
  ...services.map((service) => ({
    target: `${service}/src`,
    from: services.filter((other) => other !== service),
    message: 'A service never imports another service: call its internal operation through a *-client.ts module.',
  })),
  { target: 'services', from: [...apps, 'storybook'], message: 'Services never import frontend code.' },
  { target: apps, from: 'services', message: 'Frontends reach services only through the generated API client.' },
  ...matchingZones,
  ...frontendPackageZones,
  {
    target: 'packages/*/src/**',
    from: ['services', ...apps, 'storybook'],
    message: 'Packages sit below every service and app: they never import one.',
  },
];

// Every text a person reads comes from a catalogue (docs/architecture.md, "Languages"; TRANSLATING.md): the folders
// converted so far. Text written into JSX, or into a prop that is read (a label, a title, a loading text...), fails.
// What is not prose (a card number's example, a glyph) is a named constant, not a literal.
const translatedFolders = [
  'mf-billing/src',
  'mf-moderation/src',
  'shell/src',
  'mf-discover/src/features/discover',
  'mf-account/src',
  'packages/ui/src',
  'packages/domain-ui/src',
  'mf-discover/src/components',
  'mf-discover/src/features/conversation',
  'mf-discover/src/features/likes-you',
  'mf-discover/src/features/matches',
  'mf-discover/src/features/profile-detail',
  'mf-discover/src/features/wishlist',
  'mf-discover/src/exposes',
  'mf-discover/src/lib',
  'packages/shared-data/src',
];
const readProps =
  '{label,title,description,placeholder,loadingText,errorTitle,errorMessage,backLabel,text,submitLabel,alt}';
const catalogueOnly = {
  files: translatedFolders.map((folder) => `${folder}/**/*.tsx`),
  ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
  plugins: { formatjs },
  rules: {
    'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', readProps]] } }],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-intl',
            importNames: ['useIntl', 'FormattedMessage'],
            message: "Import them from the app's src/i18n.ts: typed by its English catalogue's ids.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/*.gen.ts',
      'openapi/gen/**',
      '**/storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  // Plain scripts served as they are (no bundler, no types): the browser's globals they use.
  {
    files: ['shell/public/**/*.js'],
    languageOptions: {
      globals: {
        localStorage: 'readonly',
        location: 'readonly',
        navigator: 'readonly',
        addEventListener: 'readonly',
        document: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  // The service worker's own scripts (importScripts): a worker's globals.
  {
    files: ['shell/public/*-sw.js'],
    languageOptions: {
      globals: { self: 'readonly', fetch: 'readonly', URL: 'readonly', caches: 'readonly', Response: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Lets the cycle check read the TypeScript files it follows.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports are erased, so they cannot form a cycle at run time; packages from npm are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  sqlFiles,
  catalogueOnly,
);
