import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { firstRow, sql } from './sql.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a claimed job stays another instance's, in intervals: the claimant renews it at each of its ticks, so
 * another takes the job over once the claimant has missed a tick (closed, killed, stuck).
 */
const LEASE_INTERVALS = 1.5;

/** Each app's name among the instances (in `job_runs.last_run_by`), and the runs of its jobs it announces. */
interface Instance {
  id: string;
  /** Each run this instance claimed and started (the event is the job's name, its value the run). */
  runs: EventEmitter;
}

const instances = new WeakMap<FastifyInstance, Instance>();
const instanceOf = (app: FastifyInstance) => {
  let instance = instances.get(app);
  if (!instance) {
    instance = { id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, runs: new EventEmitter() };
    instances.set(app, instance);
  }
  return instance;
};

/**
 * Claims this interval's run of job `name` for `instance`, in one statement on the pool (so it holds through a
 * transaction pooler): it is taken when nobody holds it, or when `instance` does; else another instance runs it.
 */
async function claimed(app: FastifyInstance, name: string, instance: string, intervalMs: number) {
  const leaseMs = Math.round(intervalMs * LEASE_INTERVALS);
  const claim = await firstRow(
    app.db,
    sql<{ name: string }>`insert into service_kit.job_runs as j (name, next_run_at, runs, last_run_by)
      values (${name}, now() + ${leaseMs}::int * interval '1 millisecond', 1, ${instance})
      on conflict (name) do update
        set next_run_at = excluded.next_run_at, runs = j.runs + 1, last_run_by = excluded.last_run_by
        where j.next_run_at <= now() or j.last_run_by = excluded.last_run_by
      returning name`,
  );
  return claim !== undefined;
}

/** Gives up `instance`'s hold on job `name` as it closes, so the next instance to tick (a new release) takes it. */
async function released(app: FastifyInstance, name: string, instance: string) {
  await sql`update service_kit.job_runs set next_run_at = now()
    where name = ${name} and last_run_by = ${instance}`.execute(app.db);
}

/**
 * Runs `task` once the app is ready and every `intervalMs` after, until it closes, once per interval across every
 * instance sharing the database: each tick claims the run (`service_kit.job_runs`), and only the claimant runs it;
 * closing gives the claim up. A failure is logged, not thrown. Closing waits for a run still going, so it never meets the database pool while
 * that is ending (see pg-listener.ts).
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const instance = instanceOf(app);
  const claimAndRun = async () => {
    if (!(await claimed(app, name, instance.id, intervalMs))) return;
    const run = task();
    instance.runs.emit(
      name,
      run.catch(() => undefined),
    );
    await run;
  };
  const tick = () => {
    running = claimAndRun().catch((err: unknown) => app.log.warn({ err }, `${name} failed`));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await released(app, name, instance.id).catch((err: unknown) => app.log.warn({ err }, `${name}: not released`));
  });
}

/**
 * Runs `task` once the app is ready and every hour (HOUSEKEEPING_INTERVAL_MS) after, once per interval across the
 * instances (runPeriodically).
 */
export const runHourly = (app: FastifyInstance, name: string, task: () => Promise<unknown>) =>
  runPeriodically(app, name, housekeepingIntervals.get(app) ?? HOUR_MS, task);

/** The interval of each app's hourly housekeeping, when not an hour (HOUSEKEEPING_INTERVAL_MS). */
const housekeepingIntervals = new WeakMap<FastifyInstance, number>();

/** Runs the app's hourly housekeeping jobs every `intervalMs` instead (the benchmark's 1 s). */
export function setHousekeepingInterval(app: FastifyInstance, intervalMs: number) {
  housekeepingIntervals.set(app, intervalMs);
}

/**
 * Resolves once a whole run of the app's periodic job `name` has gone by: one this app claimed that starts after
 * this call, and has finished. What the job had not done by then, it did not do on that run (a test's proof of
 * absence, with no sleep). Ticks whose run another instance holds are not runs of this app: they are waited past.
 */
export async function nextRunOf(app: FastifyInstance, name: string): Promise<void> {
  const [run] = (await once(instanceOf(app).runs, name)) as [Promise<unknown>];
  await run;
}
