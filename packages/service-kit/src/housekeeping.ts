import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/** Runs `task` once the app is ready and every hour after, until it closes; a failure is logged, not thrown. */
export function runHourly(app: FastifyInstance, name: string, task: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => task().catch((err: unknown) => app.log.warn({ err }, `${name} failed`));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, HOUR_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
