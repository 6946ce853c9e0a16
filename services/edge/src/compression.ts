import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;
/** What is compressed on the fly: the services' JSON, and pages rendered for their visitor (user-pages.ts). */
const COMPRESSED_TYPES = new RegExp(`${JSON_TYPE.source}|^text\\/html\\b`);
/** A JSON answer from a service up to this size is read whole before it is sent on (readSmallJsonWhole). */
const READ_WHOLE_BYTES = 64 * 1024;

/**
 * The services' JSON and rendered pages, compressed on the fly (brotli, else gzip). Static files come precompressed
 * from the build (static.ts), so only these are compressed here, and cheaply: compressing was most of the edge's own
 * time per request.
 */
export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  customTypes: COMPRESSED_TYPES,
  threshold: 1400,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  // Request bodies pass through untouched (the owning service reads them).
  globalDecompression: false,
};

/**
 * A service's answer arrives as a stream, which would be compressed through a zlib stream of its own whatever its
 * size; a JSON answer of known, modest length is read whole instead, so it is compressed in one call, or not at all
 * when it fits one TCP segment (about 1.4 KB: it arrives in one packet either way). Runs before the compressor.
 */
export const readSmallJsonWhole: onSendHookHandler = async (_request, reply, payload) => {
  const length = Number(reply.getHeader('content-length'));
  const readWhole =
    payload instanceof Readable &&
    length <= READ_WHOLE_BYTES &&
    reply.getHeader('content-encoding') === undefined &&
    JSON_TYPE.test(String(reply.getHeader('content-type')));
  return readWhole ? Buffer.concat(await payload.toArray()) : payload;
};
