import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Fails when the generated code does not match the contract: regenerates it and compares. Generated: the clients
 * and types (openapi/gen) and the browser's English error messages (from the contract's `x-errors`).
 */
const root = new URL('..', import.meta.url).pathname;
const genDir = join(root, 'openapi/gen');
const generatedFiles = [join(root, 'packages/app-runtime/src/messages/errors.en.json')];

function snapshot(): Map<string, string> {
  const paths = readdirSync(genDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const files = new Map<string, string>();
  for (const path of [...paths, ...generatedFiles])
    files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  return files;
}

const before = snapshot();
execFileSync('npm', ['run', 'gen', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
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
