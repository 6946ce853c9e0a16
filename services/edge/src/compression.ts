import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The services' JSON, compressed on the fly (brotli, else gzip). Static files come precompressed from the build
 * (static.ts), so only API answers are compressed here; a quick brotli level keeps the edge's cost per request low.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]*\+)?json\b/,
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies pass through untouched (the owning service reads them).
    globalDecompression: false,
  });
}
