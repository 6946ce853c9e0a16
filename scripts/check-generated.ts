import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Fails when the generated clients do not match the contract: regenerates them and compares. */
const genDir = new URL('../openapi/gen', import.meta.url).pathname;

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(genDir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

const before = snapshot(genDir);
execFileSync('npm', ['run', 'gen', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot(genDir);
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `Generated code was stale: the contract changed without \`npm run gen\`. Regenerated now:\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Generated code is up to date (${after.size} files).`);
