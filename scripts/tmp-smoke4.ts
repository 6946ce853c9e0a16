import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from './tmp-stack.ts';
const dir = mkdtempSync(join(tmpdir(), 'wl-smoke-')); chmodSync(dir, 0o755);
const stack = await startStack(dir, { ...process.env, PORT: '8198' });
const r = await fetch(stack.url + '/api/billing/config'); console.log(r.status, await r.text());
await stack.stop();
console.log('stopped');
