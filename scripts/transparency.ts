import { parseArgs } from 'node:util';
import {
  transparencyReport,
  type Period,
  type TransparencyReport,
} from '../services/matching/src/moderation/transparency-repository.ts';
import { CommandError, withStackDatabase } from './lib/stack-database.ts';

// The counts of a transparency report (README: "Moderation"), for whole UTC days, both ends included:
//   npm run transparency -- --from 2026-01-01 --to 2026-12-31 [--json]

const USAGE = 'Usage: npm run transparency -- --from YYYY-MM-DD --to YYYY-MM-DD [--json]';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period asked for, and whether as JSON; a CommandError (exit code 2) for anything else. */
function parseCommand(args: string[]): { period: Period; json: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean', default: false } },
    }));
  } catch (err) {
    throw new CommandError(`${(err as Error).message}\n${USAGE}`, 2);
  }
  const { from, to, json } = values;
  const isDay = (day: string | undefined): day is string =>
    day !== undefined && DAY.test(day) && !Number.isNaN(Date.parse(day));
  if (!isDay(from) || !isDay(to)) throw new CommandError(USAGE, 2);
  if (from > to) throw new CommandError(`--from ${from} is after --to ${to}.`, 2);
  return { period: { from, to }, json };
}

const hours = (value: number | null) => (value === null ? 'none decided' : `${value.toFixed(1)} h`);

/** The report as an operator reads it. */
function printed({ period, reportsByReason, actionsByKind, appeals, medianHoursToDecision }: TransparencyReport) {
  const total = (counts: { count: number }[]) => counts.reduce((sum, { count }) => sum + count, 0);
  return [
    `Transparency report, ${period.from} to ${period.to} (UTC, both days included)`,
    `Reports received: ${total(reportsByReason)}`,
    ...reportsByReason.map(({ reason, count }) => `  ${reason}: ${count}`),
    `Decisions taken: ${total(actionsByKind)}`,
    ...actionsByKind.map(
      ({ kind, automated, count }) => `  ${kind} (${automated ? 'automated' : 'by a moderator'}): ${count}`,
    ),
    `Appeals received: ${appeals.received}; decided: upheld ${appeals.upheld}, reversed ${appeals.reversed}`,
    `Median time to decision: reports ${hours(medianHoursToDecision.reports)}, appeals ${hours(medianHoursToDecision.appeals)}`,
  ].join('\n');
}

try {
  const { period, json } = parseCommand(process.argv.slice(2));
  const report = await withStackDatabase((db) => transparencyReport(db, period));
  console.log(json ? JSON.stringify(report, null, 2) : printed(report));
} catch (err) {
  console.error(err instanceof CommandError ? err.message : `transparency: ${String(err)}`);
  process.exitCode = err instanceof CommandError ? err.exitCode : 1;
}
