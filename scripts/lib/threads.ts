import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

export type ThreadApp = 'identity' | 'matching' | 'billing' | 'edge';

export interface ThreadData {
  name: ThreadApp;
  env: Record<string, string>;
  host: string;
  port: number;
}

export interface RunningThread {
  url: string;
  /** Closes the app (in-flight requests finish, its pool closes), then ends the thread. */
  stop(): Promise<void>;
}

type Message = { url?: string; error?: string; closed?: boolean };

/** How long an app may take to close (in-flight requests, its pool) before its thread is ended regardless. */
const CLOSE_WAIT_MS = 30_000;

/**
 * Runs one app of the stack in its own worker thread, so the edge and each service get an event loop (and a core)
 * of their own instead of sharing one. Resolves once it listens; rejects with its start-up error.
 */
export function startThread(
  name: ThreadApp,
  env: NodeJS.ProcessEnv,
  address: { host: string; port: number },
): Promise<RunningThread> {
  const definedEnv = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const worker = new Worker(new URL('./service-thread.ts', import.meta.url), {
    workerData: { name, env: definedEnv, ...address } satisfies ThreadData,
  });
  let exitCode: number | null = null;
  worker.once('exit', (code) => (exitCode = code));
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`${name} stopped (exit code ${String(code)})`));
      worker.once('exit', onExit);
      worker.once('error', reject);
      worker.once('message', (message: Message) => {
        worker.off('exit', onExit);
        worker.off('error', reject);
        resolve(message);
      });
    });
  return next().then(async (started) => {
    if (!started.url) {
      await worker.terminate();
      throw new Error(`${name} could not start: ${started.error ?? 'no address'}`);
    }
    return {
      url: started.url,
      stop: async () => {
        // A thread that has ended already counts as stopped; one that ends cleanly (code 0) while closing, its
        // handles all closed, has closed; one whose app has not closed within CLOSE_WAIT_MS is ended anyway, so
        // stopping never hangs (the failure is still reported).
        if (exitCode !== null) return;
        const closed = next().catch((err: unknown) => (exitCode === 0 ? {} : { error: `it ended: ${String(err)}` }));
        worker.postMessage('close');
        const timeout = delay(
          CLOSE_WAIT_MS,
          { error: `its app did not close within ${CLOSE_WAIT_MS} ms` },
          { ref: false },
        );
        const { error } = await Promise.race([closed, timeout]);
        await worker.terminate();
        if (error) throw new Error(`${name} did not close cleanly: ${error}`);
      },
    };
  });
}
