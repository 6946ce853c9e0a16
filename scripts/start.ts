import { buildWebApps } from './lib/build-web.ts';
import { dataFolder } from './lib/data-folder.ts';
import { secondsSince } from './lib/seconds.ts';
import { startStack } from './lib/stack.ts';

const log = (line: string) => console.log(`[wishlist] ${line}`);
const started = performance.now();
buildWebApps(log);
const dataDir = dataFolder();
log(`data folder: ${dataDir}`);
const stack = await startStack(dataDir, process.env, log).catch((err: unknown) => {
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
log(`ready in ${secondsSince(started)}`);
console.log(`\n  Wishlist is running at ${stack.url}\n`);
// Without a mail server, verification codes and reset links are read there (the app links to it where they are sent).
if (!process.env.SMTP_URL) console.log('  No mail server (SMTP_URL): mails go to the demo mailbox page, /mailbox\n');
