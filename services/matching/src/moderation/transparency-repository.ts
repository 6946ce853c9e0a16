// The kit's SQL module alone: the operator's command (scripts/transparency.ts) loads this file without the service.
import { firstRow, rows, sql, type Db } from '@wishlist/service-kit/sql';

/** Whole UTC days, `from` to `to` included, as `YYYY-MM-DD`. */
export type Period = { from: string; to: string };

const within = (column: ReturnType<typeof sql.ref>, { from, to }: Period) =>
  sql<boolean>`${column} >= ${from}::date and ${column} < ${to}::date + 1`;

const reportsByReasonSql = (period: Period) => sql<{ reason: string; count: number }>`
  select reason, count(*)::int as count from matching.reports where ${within(sql.ref('created_at'), period)}
  group by reason order by reason`;

/**
 * Every decision by kind, and whether automated means took it: the moderators' actions (their audit log) and the
 * holds automated means imposed (`automated_decisions`: the nudity triage's photo holds, the holds reports make; a
 * moderator's decision on one counts apart). The holds' audit rows, their statements of reasons, are counted there.
 */
const actionsByKindSql = (period: Period) => sql<{ kind: string; automated: boolean; count: number }>`
  select kind, automated, count(*)::int as count from (
    select action as kind, automated from matching.moderation_actions
    where ${within(sql.ref('created_at'), period)} and not automated
    union all
    select kind, true from matching.automated_decisions where ${within(sql.ref('decided_at'), period)}) decisions
  group by kind, automated order by kind, automated`;

const appealsSql = (period: Period) => sql<{ received: number; upheld: number; reversed: number }>`
  select (count(*) filter (where ${within(sql.ref('created_at'), period)}))::int as received,
    (count(*) filter (where outcome = 'upheld' and ${within(sql.ref('decided_at'), period)}))::int as upheld,
    (count(*) filter (where outcome = 'reversed' and ${within(sql.ref('decided_at'), period)}))::int as reversed
  from matching.appeals`;

/** The median hours from a report, or an appeal, to its decision, over those decided in the period. */
const medianHoursSql = (period: Period) => sql<{ reports: number | null; appeals: number | null }>`
  select
    (select percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - created_at) / 3600)
      from matching.reports where ${within(sql.ref('reviewed_at'), period)}) as reports,
    (select percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600)
      from matching.appeals where ${within(sql.ref('decided_at'), period)}) as appeals`;

/**
 * The counts an annual transparency report needs (EU DSA Arts. 15 and 24): notices by reason, decisions by kind and
 * whether automated, appeals and their outcomes, and the median time to a decision.
 */
export async function transparencyReport(db: Db, period: Period) {
  const appeals = await firstRow(db, appealsSql(period));
  const medianHours = await firstRow(db, medianHoursSql(period));
  return {
    period,
    reportsByReason: await rows(db, reportsByReasonSql(period)),
    actionsByKind: await rows(db, actionsByKindSql(period)),
    appeals: appeals ?? { received: 0, upheld: 0, reversed: 0 },
    medianHoursToDecision: medianHours ?? { reports: null, appeals: null },
  };
}

export type TransparencyReport = Awaited<ReturnType<typeof transparencyReport>>;
