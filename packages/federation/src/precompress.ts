// Build-time (Node) module: the vite plugin that writes a brotli and a gzip copy next to every text file of a
// build, so the edge sends them as they are (@fastify/static's preCompressed) instead of compressing per request.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `<file>.br` (best quality: it is done once) and `<file>.gz` for each compressible file in `dir`. */
function precompressFolder(dir: string): void {
  for (const file of filesUnder(dir).filter((name) => compressible.test(name))) {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}

/** Runs last, after every other plugin (the service worker's included) has written its files. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wishlist:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // A failed build wrote no folder: nothing to compress, and the build's own error is the one to show.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => {
        if (existsSync(outDir)) precompressFolder(outDir);
      },
    },
  };
}
