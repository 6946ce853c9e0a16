import { EventEmitter, once } from 'node:events';
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/** Each app's periodic jobs announce every run they start (the event is the job's name, its value the run). */
const runsOf = new WeakMap<FastifyInstance, EventEmitter>();
const announcerOf = (app: FastifyInstance) => {
  let announcer = runsOf.get(app);
  if (!announcer) runsOf.set(app, (announcer = new EventEmitter()));
  return announcer;
};

/**
 * Runs `task` once the app is ready and every `intervalMs` after, until it closes; a failure is logged, not thrown.
 * Closing waits for a run still going, so it never meets the database pool while that is ending (see pg-listener.ts).
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch((err: unknown) => app.log.warn({ err }, `${name} failed`));
    announcerOf(app).emit(name, running);
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Runs `task` once the app is ready and every hour after, until it closes; a failure is logged, not thrown. */
export const runHourly = (app: FastifyInstance, name: string, task: () => Promise<unknown>) =>
  runPeriodically(app, name, HOUR_MS, task);

/**
 * Resolves once a whole run of the app's periodic job `name` has gone by: one that starts after this call, and has
 * finished. What the job had not done by then, it did not do on that run (a test's proof of absence, with no sleep).
 */
export async function nextRunOf(app: FastifyInstance, name: string): Promise<void> {
  const [run] = (await once(announcerOf(app), name)) as [Promise<unknown>];
  await run;
}
