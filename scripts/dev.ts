// The frontends' dev servers (hot reload) in front of an API:
//   `npm run dev:mock` (--mock): a Prism mock of the contract, no services needed;
//   `npm run dev`: the real stack of `npm start` (PostgreSQL, the services, the edge).
// Starts the API, each remote's dev server and the shell dev server; the shell proxies /api to the API
// and /mf/<name>/ to that remote, like the edge does in production, so the app is one origin. A remote without a
// vite.config.ts yet is skipped (its screens show the shell's retry state). Prints one URL. Ctrl-C (or SIGTERM)
// stops every child and waits for them to exit.
//
// Ports: PORT (shell, 5173), MOCK_API_PORT (the API, 4010), and for each remote of the list (remotes.json)
// MF_<NAME>_PORT (its `devPort` there: MF_BILLING_PORT 5174, MF_DISCOVER_PORT 5175, …).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devRemotes } from './lib/dev-remotes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const host = '127.0.0.1';

function port(variable: string, fallback: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    console.error(`${variable} must be a TCP port number, got "${value}"`);
    process.exit(2);
  }
  return parsed;
}

/** Absolute path of a package's command-line script, from its package.json `bin`. */
function binOf(pkg: string, command: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command];
  if (bin === undefined) throw new Error(`${pkg} has no "${command}" command`);
  return join(dirname(manifestPath), bin);
}

const ports = { shell: port('PORT', 5173), api: port('MOCK_API_PORT', 4010) };
const apiUrl = `http://${host}:${String(ports.api)}`;
const shellUrl = `http://${host}:${String(ports.shell)}/`;

const remotes = devRemotes(root, host, port);

interface ChildSpec {
  name: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** A URL that answers once the child is ready. */
  readyUrl: string;
}

const mock = process.argv.includes('--mock');
const api: ChildSpec = mock
  ? {
      name: 'prism',
      args: [
        binOf('@stoplight/prism-cli', 'prism'),
        'mock',
        'openapi/openapi.yaml',
        '--host',
        host,
        '--port',
        String(ports.api),
        '--verboseLevel',
        'warn',
      ],
      cwd: root,
      readyUrl: `${apiUrl}/api/subscription-plans`,
    }
  : {
      name: 'stack',
      args: ['scripts/start.ts'],
      cwd: root,
      env: { PORT: String(ports.api) },
      readyUrl: `${apiUrl}/api/subscription-plans`,
    };

const built = remotes.filter((remote) => existsSync(join(root, remote.folder, 'vite.config.ts')));
for (const remote of remotes) {
  if (!built.includes(remote))
    console.log(`[dev] ${remote.folder} has no vite.config.ts yet: its screens will show "This page didn't load"`);
}

const specs: ChildSpec[] = [
  api,
  ...built.map((remote) => ({
    name: remote.folder,
    args: [binOf('vite', 'vite'), '--logLevel', 'warn'],
    cwd: join(root, remote.folder),
    env: { API_PROXY_TARGET: apiUrl, [remote.portVariable]: String(remote.port) },
    readyUrl: `${remote.url}${remote.path}`,
  })),
  {
    name: 'shell',
    args: [binOf('vite', 'vite'), '--host', host, '--port', String(ports.shell), '--strictPort', '--logLevel', 'warn'],
    cwd: join(root, 'shell'),
    env: {
      API_PROXY_TARGET: apiUrl,
      ...(mock ? { MOCK_SESSION_COOKIE: 'prism-mock' } : {}),
      ...Object.fromEntries(remotes.map((remote) => [remote.proxyVariable, remote.url])),
    },
    readyUrl: shellUrl,
  },
];

const children = new Map<string, ChildProcess>();
let stopping = false;

/** Copies a child's output line by line, each line tagged with the child's name. */
function relay(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending.trim() !== '') out.write(`[${name}] ${pending}\n`);
  });
}

function start(spec: ChildSpec): ChildProcess {
  // Each child leads its own process group, so stopping it also stops whatever it started.
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  relay(spec.name, child.stdout, process.stdout);
  relay(spec.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (!stopping) {
      console.error(`[dev] ${spec.name} exited (${signal ?? `code ${String(code)}`}); stopping the others`);
      void stop(1);
    }
  });
  children.set(spec.name, child);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stop(exitCode: number): Promise<never> {
  stopping = true;
  const running = [...children.values()];
  const exited = running.map(
    (child) =>
      new Promise<void>((resolve) =>
        child.once('exit', () => {
          resolve();
        }),
      ),
  );
  for (const child of running) signalGroup(child, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => {
      resolve('timeout');
    }, 5000).unref(),
  );
  if ((await Promise.race([Promise.all(exited), timeout])) === 'timeout') {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    await Promise.all(exited);
  }
  process.exit(exitCode);
}

async function waitUntilReady(spec: ChildSpec, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      await fetch(spec.readyUrl, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${spec.name} did not answer at ${spec.readyUrl} within 60 s`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) void stop(0);
  });
}
// Last resort if this process dies some other way: never leave a child behind.
process.on('exit', () => {
  for (const child of children.values()) signalGroup(child, 'SIGKILL');
});
// `npm run` starts us through `sh -c`; if a signal ends that wrapper but not us, we are re-parented: stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) void stop(0);
}, 1000).unref();

for (const spec of specs) start(spec);
try {
  const deadline = Date.now() + 60_000;
  await Promise.all(specs.map((spec) => waitUntilReady(spec, deadline)));
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
if (!stopping)
  console.log(
    `\n  Wishlist (frontends + ${mock ? 'Prism mock API' : 'services'}): ${shellUrl}\n  Ctrl-C stops everything.\n`,
  );
