import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { startThread } from './threads.ts';

export type ServiceName = 'identity' | 'matching' | 'billing';

/**
 * One instance of a service: an OS process kept running (started again when it crashes or is killed), or, when a
 * service runs once (WISHLIST_INSTANCES=1, the default), a worker thread of this process, as before there were more.
 */
export interface ServiceInstance {
  name: ServiceName;
  url: string;
  /** `kill -9` of its process; resolves once the process started in its place answers /health. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** How long an instance may take to answer /health (a loaded 2-core machine starting several at once). */
const START_LIMIT_MS = 90_000;
/** How long a stopping instance may take to finish its requests and close its pool before it is killed. */
const STOP_LIMIT_MS = 30_000;
/** The wait before an instance that ended by itself is started again (as `restart: unless-stopped` would). */
const RESTART_DELAY_MS = 500;

/** Waits until `url`/health answers 200, or fails when the process ends first or START_LIMIT_MS goes by. */
async function untilHealthy(url: string, child: ChildProcess, name: string) {
  const limit = performance.now() + START_LIMIT_MS;
  while (performance.now() < limit) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} stopped at start-up (${child.exitCode ?? child.signalCode})`);
    }
    const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await delay(100);
  }
  throw new Error(`${name} did not answer within ${START_LIMIT_MS / 1000} s`);
}

/** SIGTERM: the process finishes its requests and closes; one that has not within STOP_LIMIT_MS is killed. */
async function stopProcess(child: ChildProcess, label: string) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const closed = await Promise.race([exited.then(() => true), delay(STOP_LIMIT_MS, false)]);
  if (!closed) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${label} did not close within ${STOP_LIMIT_MS / 1000} s`);
  }
}

/**
 * Runs `node services/<name>/src/server.ts` on `port` with `env`, as its own OS process (one can be killed alone),
 * its log on this process's output. Resolves once it answers /health; rejects with how it failed to start.
 */
export async function startServiceInstance(
  name: ServiceName,
  env: NodeJS.ProcessEnv,
  port: number,
  log: (line: string) => void = () => undefined,
): Promise<ServiceInstance> {
  const url = `http://127.0.0.1:${port}`;
  const label = `${name} on port ${port}`;
  let stopping = false;
  let started = false;
  let child: ChildProcess;
  let answering: Promise<void>;
  const launch = () => {
    child = spawn(process.execPath, [`services/${name}/src/server.ts`], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    answering = untilHealthy(url, child, label);
    child.once('exit', (code, signal) => {
      // Exit code 0: it was told to stop (a SIGINT from the terminal reaches the whole process group), not a crash.
      // One that never started is not started again: start-up says why it failed.
      if (stopping || code === 0 || !started) return;
      log(`${label} ended (${signal ?? `exit code ${code}`}); starting it again`);
      void delay(RESTART_DELAY_MS).then(async () => {
        if (!stopping) await launch().catch((err: unknown) => log(`${label} could not start again: ${String(err)}`));
      });
    });
    return answering;
  };
  await launch().catch((err: unknown) => {
    stopping = true;
    child.kill('SIGKILL');
    throw err;
  });
  started = true;
  return {
    name,
    url,
    async kill() {
      const killed = child;
      const ended = once(killed, 'exit');
      killed.kill('SIGKILL');
      await ended;
      // The new process is launched a moment after the exit: wait for it, then for it to answer.
      while (!stopping && child === killed) await delay(50);
      await answering;
    },
    async stop() {
      stopping = true;
      await stopProcess(child, label);
    },
  };
}

/**
 * The one instance of a service (WISHLIST_INSTANCES=1), in a worker thread of this process as before there were more:
 * three more processes to start made the stack's start-up test take 41 s instead of 13 in CI's run. It cannot be
 * killed alone, nor is it started again.
 */
export async function startServiceThread(
  name: ServiceName,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ServiceInstance> {
  const address = { host: '127.0.0.1', port };
  const thread = await startThread(name, { ...env, PORT: String(port), HOST: address.host }, address);
  return {
    name,
    url: thread.url,
    kill: () => Promise.reject(new Error(`${name} runs in a thread of this process: run two instances to kill one`)),
    stop: () => thread.stop(),
  };
}
