import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { insertPeople, matchingForFile } from '../services/matching/test/support.ts';

// `npm run transparency` (README: "Moderation"), run as the operator runs it, against a database whose every count
// the test also asks of PostgreSQL itself.
const SCRIPT = new URL('./transparency.ts', import.meta.url).pathname;
const { DATABASE_URL: _url, WISHLIST_DATA_DIR: _dir, ...inherited } = process.env;
const { app, databaseUrl } = await matchingForFile();
await app.ready();

function transparency(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...inherited, DATABASE_URL: databaseUrl } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}
const query = async <T extends object>(text: string, params: unknown[] = []) =>
  (await app.pool.query<T & object>(text, params)).rows;

/** March 2026, and decisions on each side of it (the last second of February, the first of April). */
async function seed() {
  const [reporter = '', person = ''] = await insertPeople(app, 2);
  const reports: [string, string, string | null][] = [
    ['spam', '2026-03-01T00:00:00Z', '2026-03-01T02:00:00Z'],
    ['spam', '2026-03-10T10:00:00Z', '2026-03-10T14:00:00Z'],
    ['harassment', '2026-03-31T12:00:00Z', '2026-03-31T21:00:00Z'],
    ['under-18', '2026-03-31T23:00:00Z', null],
    ['spam', '2026-02-28T23:59:59Z', '2026-03-02T00:00:00Z'],
    ['spam', '2026-04-01T00:00:00Z', '2026-04-01T01:00:00Z'],
  ];
  for (const [reason, createdAt, reviewedAt] of reports)
    await query(
      `insert into matching.reports (reporter_id, profile_id, reason, created_at, reviewed_at) values ($1, $2, $3, $4, $5)`,
      [reporter, person, reason, createdAt, reviewedAt],
    );
  const action = async (kind: string, at: string) =>
    (
      await query<{ id: string }>(
        `insert into matching.moderation_actions (action, profile_id, profile_name, moderator_id, moderator_name, reason, created_at)
         values ($1, $2, 'Person', $3, 'Sam', 'Seen.', $4) returning id`,
        [kind, person, reporter, at],
      )
    )[0]?.id;
  const [warned, banned, closing] = [
    await action('warn', '2026-03-02T00:00:00Z'),
    await action('ban', '2026-03-05T00:00:00Z'),
    await action('warn', '2026-03-30T00:00:00Z'),
  ];
  await action('warn', '2026-03-15T00:00:00Z');
  await action('suspend', '2026-04-01T00:00:00Z');
  await query(
    `insert into matching.automated_decisions (kind, decided_at)
     values ('hold-photo', '2026-03-03T00:00:00Z'), ('hold-photo', '2026-02-03T00:00:00Z'),
       ('hold-profile', '2026-03-04T00:00:00Z'), ('hold-profile', '2026-03-31T23:59:59Z')`,
  );
  await query(
    `insert into matching.appeals (action_id, created_at, decided_at, outcome, decision) values
       ($1, '2026-03-02T01:00:00Z', '2026-03-02T04:00:00Z', 'reversed', 'Wrong person.'),
       ($2, '2026-03-06T00:00:00Z', '2026-03-06T05:00:00Z', 'upheld', 'Seen again.'),
       ($3, '2026-03-31T00:00:00Z', null, null, null)`,
    [warned, banned, closing],
  );
}

describe('npm run transparency', () => {
  it("prints March's counts, each equal to what the database holds", async () => {
    await seed();
    const march = [`2026-03-01`, `2026-04-01`];
    const { code, stdout } = await transparency(['--from', '2026-03-01', '--to', '2026-03-31', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);

    const reasons = await query<{ reason: string; count: number }>(
      `select reason, count(*)::int as count from matching.reports where created_at >= $1 and created_at < $2
       group by reason order by reason`,
      march,
    );
    expect(report.reportsByReason).toEqual(reasons);
    expect(reasons).toEqual([
      { reason: 'harassment', count: 1 },
      { reason: 'spam', count: 2 },
      { reason: 'under-18', count: 1 },
    ]);
    const actions = await query<{ kind: string; count: number }>(
      `select action as kind, count(*)::int as count from matching.moderation_actions
       where created_at >= $1 and created_at < $2 group by action order by action`,
      march,
    );
    const automated = await query<{ kind: string; count: number }>(
      `select kind, count(*)::int as count from matching.automated_decisions where decided_at >= $1 and decided_at < $2
       group by kind order by kind`,
      march,
    );
    expect(report.actionsByKind).toEqual(
      [
        ...actions.map((row) => ({ ...row, automated: false })),
        ...automated.map((row) => ({ ...row, automated: true })),
      ].sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    expect(automated).toEqual([
      { kind: 'hold-photo', count: 1 },
      { kind: 'hold-profile', count: 2 },
    ]);
    expect(actions).toEqual([
      { kind: 'ban', count: 1 },
      { kind: 'warn', count: 3 },
    ]);
    const [appeals] = await query(
      `select count(*) filter (where created_at >= $1 and created_at < $2)::int as received,
         count(*) filter (where outcome = 'upheld' and decided_at >= $1 and decided_at < $2)::int as upheld,
         count(*) filter (where outcome = 'reversed' and decided_at >= $1 and decided_at < $2)::int as reversed
       from matching.appeals`,
      march,
    );
    expect(report.appeals).toEqual(appeals);
    expect(appeals).toEqual({ received: 3, upheld: 1, reversed: 1 });
    // Decided in March: reports after 2, 4, 9 and 24 hours (the last one made in February); appeals after 3 and 5.
    expect(report.medianHoursToDecision).toEqual({ reports: 6.5, appeals: 4 });

    const printed = await transparency(['--from', '2026-03-01', '--to', '2026-03-31']);
    expect(printed.stdout).toContain('Reports received: 4\n  harassment: 1\n  spam: 2\n  under-18: 1\n');
    expect(printed.stdout).toContain('  hold-photo (automated): 1\n  hold-profile (automated): 2\n');
    expect(printed.stdout).toContain('Appeals received: 3; decided: upheld 1, reversed 1\n');
    expect(printed.stdout).toContain('Median time to decision: reports 6.5 h, appeals 4.0 h');
  });

  it('refuses a period that is not one', async () => {
    for (const args of [
      ['--from', '2026-03-01'],
      ['--from', '2026-04-01', '--to', '2026-03-01'],
      ['--from', 'march', '--to', '2026-03-31'],
    ])
      expect((await transparency(args)).code).toBe(2);
  });
});
