import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` once the app is ready and every `intervalMs` after, until it closes; a failure is logged, not thrown.
 * Closing waits for a run still going, so it never meets the database pool while that is ending (see pg-listener.ts).
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch((err: unknown) => app.log.warn({ err }, `${name} failed`));
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
