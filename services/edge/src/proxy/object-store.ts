import { errorBody, PHOTO_MAX_BYTES, PHOTO_TYPES } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from './forwarded-headers.ts';
import { upstreamFailure } from './upstream-failure.ts';

/**
 * The embedded object store (OBJECT_STORE_URL, set by `npm start`) under the edge's own origin at /store/*, so uploads
 * go through the one origin a phone on the network can reach. Bodies stream through unread (the store checks the
 * signed type and length); the Host header is kept, since the presigned signature covers it.
 *
 * Every upload URL writes once, so every PUT goes on with `If-None-Match: *` (signed by billing), also from a client
 * that leaves it out. A URL that signs no length (billing's createUploadUrl without a body, spec §7) is a photo of a
 * type and size not declared: the store cannot bound it, so the edge does (`unsizedPhotoRefusal`).
 */
export function proxyObjectStore(store: FastifyInstance, storeUrl: string) {
  store.removeAllContentTypeParsers();
  store.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  store.addHook('onRequest', refuseUnboundedPhoto);
  store.route({
    method: ['GET', 'HEAD', 'PUT'],
    url: '/store/*',
    handler: (request, reply) =>
      reply.from(`${storeUrl}${request.url}`, {
        rewriteRequestHeaders: (_req, headers) => ({
          ...forwardedHeaders(request, headers),
          host: request.headers.host,
          ...(request.method === 'PUT' && { 'if-none-match': '*' }),
        }),
        onError: upstreamFailure,
      }),
  });
}

/** Why a PUT whose URL signs no length may not go on to the store (status and message), or null. */
function unsizedPhotoRefusal(request: FastifyRequest): [number, string] | null {
  const signed = new URL(request.url, 'http://edge').searchParams.get('X-Amz-SignedHeaders') ?? '';
  if (signed.toLowerCase().split(';').includes('content-length')) return null;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!PHOTO_TYPES.includes(type)) return [415, 'Photos must be JPEG, PNG, WebP or AVIF images.'];
  const length = request.headers['content-length'];
  // Without a length up front (chunked), the body could stream past the bound before anyone knew.
  if (length === undefined || request.headers['transfer-encoding'] !== undefined)
    return [411, 'Say the length of the photo (Content-Length).'];
  if (Number(length) > PHOTO_MAX_BYTES) return [413, `A photo can be at most ${String(PHOTO_MAX_BYTES)} bytes.`];
  return null;
}

/**
 * Answers a refused unsized PUT after its body has arrived and been dropped (the upload's body deadline bounds the
 * wait): an answer sent while the client is still sending would reach it as a reset connection instead.
 */
async function refuseUnboundedPhoto(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'PUT') return;
  const refusal = unsizedPhotoRefusal(request);
  if (!refusal) return;
  const [status, message] = refusal;
  const raw = request.raw;
  if (!raw.complete) {
    await new Promise((resolve) => {
      raw.once('end', resolve);
      raw.once('close', resolve);
      raw.resume();
    });
  }
  // Cut off by the body deadline meanwhile: that answer (408) is the one.
  if (reply.sent) return reply;
  return reply.status(status).header('connection', 'close').send(errorBody(status, message));
}
