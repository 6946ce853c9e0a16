// The import boundaries of eslint.config.js (docs/architecture.md, "Boundaries"), tried on snippets linted as if
// they were files of the repository. The imported modules are real files: a path that does not resolve is not checked.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

/** The SQL rule's refusals of `code` linted as the file `filePath`. */
async function sqlErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('import boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'mf-discover/src/features/wishlist/components/Example.tsx',
      "import { MatchesScreen as imported } from '../../matches/components/MatchesScreen.tsx';",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('refuse shared code importing a feature or the app layer', async () => {
    const feature = await boundaryErrors(
      'mf-discover/src/lib/example.ts',
      "import { MatchesScreen as imported } from '../features/matches/components/MatchesScreen.tsx';",
    );
    expect(feature).toEqual([expect.stringMatching(/shared code never imports a feature/)]);
    const app = await boundaryErrors(
      'shell/src/components/example.ts',
      "import { AppRoutes as imported } from '../app/AppRoutes.tsx';",
    );
    expect(app).toEqual([expect.stringMatching(/shared code never imports a feature or the app layer/)]);
  });

  it('refuse a remote importing another remote or the shell', async () => {
    const remote = await boundaryErrors(
      'mf-account/src/features/profile/example.ts',
      "import { env as imported } from '../../../../mf-discover/src/config/env.ts';",
    );
    expect(remote).toEqual([expect.stringMatching(/never import each other/)]);
    const shell = await boundaryErrors(
      'mf-billing/src/app/example.ts',
      "import { env as imported } from '../../../shell/src/config/env.ts';",
    );
    expect(shell).toEqual([expect.stringMatching(/never import each other/)]);
  });

  it("refuse the shell importing a remote's source, but not its federation manifest", async () => {
    const source = await boundaryErrors(
      'shell/src/lib/example.ts',
      "import { env as imported } from '../../../mf-billing/src/config/env.ts';",
    );
    expect(source).toEqual([expect.stringMatching(/never import each other/)]);
    const manifest = await boundaryErrors(
      'shell/src/lib/example.ts',
      "import { remote as imported } from '../../../mf-billing/federation.ts';",
    );
    expect(manifest).toEqual([]);
  });

  it('refuse a service importing another service, and a package importing a service', async () => {
    const service = await boundaryErrors(
      'services/matching/src/example.ts',
      "import { billingConfig as imported } from '../../billing/src/config.ts';",
    );
    expect(service).toEqual([expect.stringMatching(/A service never imports another service/)]);
    const byName = await boundaryErrors(
      'services/identity/src/example.ts',
      "import * as imported from '@wishlist/billing';",
    );
    expect(byName).toEqual([expect.stringMatching(/A service never imports another service/)]);
    const pkg = await boundaryErrors(
      'packages/service-kit/src/example.ts',
      "import { billingConfig as imported } from '../../../services/billing/src/config.ts';",
    );
    expect(pkg).toEqual([expect.stringMatching(/Packages sit below every service and app/)]);
  });

  it('refuse a frontend package importing one above it, and let it import those below', async () => {
    const upward = await boundaryErrors(
      'packages/app-runtime/src/example.ts',
      "import { useOwnProfile as imported } from '@wishlist/shared-data/own-profile';",
    );
    expect(upward).toEqual([expect.stringMatching(/@wishlist\/app-runtime imports only @wishlist\/testing/)]);
    const tooling = await boundaryErrors(
      'packages/domain-ui/src/example.ts',
      "import { readRemotes as imported } from '@wishlist/federation/remotes';",
    );
    expect(tooling).toEqual([expect.stringMatching(/@wishlist\/domain-ui imports only/)]);
    const downward = await boundaryErrors(
      'packages/domain-ui/src/example.ts',
      "import { useOwnProfile as imported } from '@wishlist/shared-data/own-profile';",
    );
    expect(downward).toEqual([]);
  });

  it('refuse an identity or billing area importing another area, and their core importing an area', async () => {
    const identity = await boundaryErrors(
      'services/identity/src/signup/example.ts',
      "import { passwordHandlers as imported } from '../password/handlers.ts';",
    );
    expect(identity).toEqual([expect.stringMatching(/In identity, an area imports only its own files, core\//)]);
    const billing = await boundaryErrors(
      'services/billing/src/payments/example.ts',
      "import { subscriptionHandlers as imported } from '../subscriptions/handlers.ts';",
    );
    expect(billing).toEqual([expect.stringMatching(/In billing, an area imports only its own files, core\//)]);
    const core = await boundaryErrors(
      'services/billing/src/core/example.ts',
      "import { uploadRepository as imported } from '../uploads/repository.ts';",
    );
    expect(core).toEqual([expect.stringMatching(/In billing, the core imports no area/)]);
    const composition = await boundaryErrors(
      'services/identity/src/contact/example.ts',
      "import { buildIdentityApp as imported } from '../app.ts';",
    );
    expect(composition).toEqual([expect.stringMatching(/In identity, an area imports only its own files/)]);
  });

  it('allow an identity or billing area importing its own files, the core and the shared root modules', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'services/identity/src/signup/example.ts',
        "import { accountRepository as imported } from '../core/account-repository.ts';",
      ),
      boundaryErrors(
        'services/identity/src/signup/example.ts',
        "import { signupRepository as imported } from './repository.ts';",
      ),
      boundaryErrors(
        'services/billing/src/payments/example.ts',
        "import { subscriptionRepository as imported } from '../core/subscription-repository.ts';",
      ),
      boundaryErrors(
        'services/billing/src/uploads/example.ts',
        "import { billingQuotas as imported } from '../quotas.ts';",
      ),
    ]);
    expect(errors).toEqual([[], [], [], []]);
  });

  it('refuse an import cycle', async () => {
    // load-remote.ts imports config/env.ts, so env.ts importing it back closes a cycle.
    const errors = await boundaryErrors(
      'shell/src/config/env.ts',
      "import { loadRemoteScreen as imported } from '../lib/federation/load-remote.ts';",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('allow app → features → shared, and packages from anywhere', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'mf-discover/src/app/routes/Example.tsx',
        "import { MatchesScreen as imported } from '../../features/matches/components/MatchesScreen.tsx';",
      ),
      boundaryErrors(
        'mf-discover/src/features/matches/components/Example.tsx',
        "import { env as imported } from '../../../config/env.ts';",
      ),
      boundaryErrors(
        'services/matching/src/example.ts',
        "import { ApiError as imported } from '@wishlist/service-kit';",
      ),
    ]);
    expect(errors).toEqual([[], [], []]);
  });

  it('refuse a matching area importing another area, and the core importing an area', async () => {
    const area = await boundaryErrors(
      'services/matching/src/wishlist/example.ts',
      "import { feedRepository as imported } from '../feed/repository.ts';",
    );
    expect(area).toEqual([expect.stringMatching(/A matching area imports only the core/)]);
    const root = await boundaryErrors(
      'services/matching/src/safety/example.ts',
      "import { matchingConfig as imported } from '../config.ts';",
    );
    expect(root).toEqual([expect.stringMatching(/A matching area imports only the core/)]);
    const core = await boundaryErrors(
      'services/matching/src/core/example.ts',
      "import { messageRepository as imported } from '../messages/repository.ts';",
    );
    expect(core).toEqual([expect.stringMatching(/core imports no area/)]);
  });

  it('allow a matching area importing the core and its own files', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'services/matching/src/wishlist/example.ts',
        "import { utcDay as imported } from '../core/days.ts';",
      ),
      boundaryErrors(
        'services/matching/src/wishlist/example.ts',
        "import { wishlistRepository as imported } from './repository.ts';",
      ),
    ]);
    expect(errors).toEqual([[], []]);
  });

  it("let a service's core read its catalogues (i18n/), which no area reads but through the core", async () => {
    const [identityCore, matchingCore, area] = await Promise.all([
      boundaryErrors(
        'services/identity/src/core/example.ts',
        "import imported from '../i18n/en.json' with { type: 'json' };",
      ),
      boundaryErrors(
        'services/matching/src/core/example.ts',
        "import imported from '../i18n/en.json' with { type: 'json' };",
      ),
      boundaryErrors(
        'services/matching/src/push/example.ts',
        "import imported from '../i18n/en.json' with { type: 'json' };",
      ),
    ]);
    expect([identityCore, matchingCore]).toEqual([[], []]);
    expect(area).toEqual([expect.stringMatching(/A matching area imports only the core/)]);
  });
});

describe('SQL in repositories', () => {
  const statement = [
    "import { rows, sql } from '@wishlist/service-kit';",
    "import type { Pool } from 'pg';",
    'export const ids = (pool: Pool) => pool.query(`select id from matching.profiles`);',
    'export const names = (em: { getKysely(): never }) => rows(em.getKysely(), sql`select name from x`);',
  ].join('\n');

  it('refuse SQL outside a repository, in every service', async () => {
    const handler = await sqlErrors('services/matching/src/wishlist/handlers.ts', statement);
    expect(handler).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*'rows'.*SQL lives in a repository/),
      expect.stringMatching(/^no-restricted-imports: .*'sql'.*SQL lives in a repository/),
      expect.stringMatching(/^no-restricted-syntax: SQL lives in a repository/),
      expect.stringMatching(/^no-restricted-syntax: SQL lives in a repository/),
    ]);
    const other = await sqlErrors('services/billing/src/plans/plan-terms.ts', statement);
    expect(other).toHaveLength(4);
  });

  it('allow SQL in repository.ts, a *-repository.ts and a migration', async () => {
    const errors = await Promise.all([
      sqlErrors('services/matching/src/wishlist/repository.ts', statement),
      sqlErrors('services/matching/src/core/match-repository.ts', statement),
      sqlErrors('services/identity/src/migrations/Migration20990101000000_example.ts', statement),
    ]);
    expect(errors).toEqual([[], [], []]);
  });
});
