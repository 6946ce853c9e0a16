import { join, resolve } from 'node:path';
import { buildWebApps } from './lib/build-web.ts';
import { startStack } from './lib/stack.ts';

const root = resolve(import.meta.dirname, '..');

/** Local data lives in the git-ignored .data folder, or where WISHLIST_DATA_DIR says. */
const dataFolder = () => (process.env.WISHLIST_DATA_DIR ? resolve(process.env.WISHLIST_DATA_DIR) : join(root, '.data'));

const log = (line: string) => console.log(`[wishlist] ${line}`);
const started = performance.now();
buildWebApps(log);
const dataDir = dataFolder();
log(`data folder: ${dataDir}`);
const stack = await startStack(dataDir).catch((err: unknown) => {
  console.error(`[wishlist] could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    stack.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`\n  Wishlist is running at ${stack.url}\n`);
