import { createHash, createHmac, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';

/**
 * The embedded S3-compatible store of `npm start` and the tests: s3rver, with its data in a folder.
 *
 * s3rver takes any AWS signature V4 without checking it (and anonymous writes too), so this puts in front of it
 * the check that S3 and MinIO make: a presigned URL must carry a valid signature for exactly the method, path and
 * signed headers (content type and length) of the request, and must not have expired; a PUT signed with
 * `If-None-Match: *` is refused with 412 when the key already holds an object (S3's conditional write). Requests
 * signed in the Authorization header (the billing service's own, with the store's credentials) and CORS
 * preflights pass through.
 */
export interface LocalObjectStore {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export interface LocalObjectStoreOptions {
  directory: string;
  bucket: string;
  /** Browser origins allowed to PUT to presigned URLs (S3 CORS patterns: one `*` each). */
  allowedOrigins: string[];
  host?: string;
  port?: number;
  /** A path the store is also reached under (the edge proxies `/store/*` to it unchanged). */
  pathPrefix?: string;
}

// s3rver's one built-in account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** s3rver with its data in the folder, the bucket made with CORS for the allowed origins: its request handler. */
async function s3rverHandler({ directory, bucket, allowedOrigins }: LocalObjectStoreOptions): Promise<Handler> {
  const cors = `<CORSConfiguration><CORSRule>${allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}
    <AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  await s3rver.configureBuckets();
  return s3rver.callback();
}

/** The store's own client, to see whether a conditional PUT's key is taken. */
function objectChecker(port: number) {
  const self = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });
  const exists = async (path: string) => {
    const [bucket = '', ...key] = path.split('/').slice(1).map(decodeURIComponent);
    return self.send(new HeadObjectCommand({ Bucket: bucket, Key: key.join('/') })).then(
      () => true,
      (err: unknown) =>
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
          ? false
          : Promise.reject(err),
    );
  };
  return { exists, close: () => self.destroy() };
}

/** Each request checked as S3 would (`refusal`), then handed to s3rver without the path prefix. */
function checkedRequests(handle: Handler, exists: (path: string) => Promise<boolean>, pathPrefix?: string): Handler {
  return (req, res) => {
    // The signature covers the path as the browser sent it; s3rver sees it without the prefix.
    const path = new URL(req.url ?? '/', 'http://store').pathname;
    const inner = pathPrefix && path.startsWith(`${pathPrefix}/`) ? path.slice(pathPrefix.length) : path;
    refusal(req, inner, exists).then(
      (reason) => {
        if (reason) return refuse(res, reason);
        req.url = `${inner}${(req.url ?? '').slice(path.length)}`;
        return handle(req, res);
      },
      () => refuse(res, { status: 403, message: 'The request could not be verified.' }),
    );
  };
}

export async function startLocalObjectStore(options: LocalObjectStoreOptions): Promise<LocalObjectStore> {
  const handle = await s3rverHandler(options);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const checker = objectChecker(port);
  server.on('request', checkedRequests(handle, checker.exists, options.pathPrefix));
  return {
    endpoint: `http://localhost:${port}`,
    bucket: options.bucket,
    ...credentials,
    close: () =>
      new Promise<void>((resolve) => {
        checker.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For `npm start` and `npm run dev`: the embedded store with its data in `directory`, open to the app on any
 * local port (the edge's or the dev server's), and the billing environment that points at it. Null when the
 * caller's environment already names a store (S3_ENDPOINT).
 */
export async function startStackObjectStore(directory: string, env: NodeJS.ProcessEnv) {
  if (env.S3_ENDPOINT) return null;
  const pathPrefix = '/store';
  const store = await startLocalObjectStore({
    directory,
    bucket: env.S3_BUCKET ?? 'wishlist-media',
    allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    pathPrefix,
  });
  // Browsers upload through the edge's origin (a phone on the network reaches no other port): the edge proxies
  // /store/* here, and billing signs URLs for the origin each request came to.
  const billingEnv = {
    S3_ENDPOINT: store.endpoint,
    S3_PUBLIC_PATH: pathPrefix,
    S3_BUCKET: store.bucket,
    S3_ACCESS_KEY_ID: store.accessKeyId,
    S3_SECRET_ACCESS_KEY: store.secretAccessKey,
  };
  return { billingEnv, edgeEnv: { OBJECT_STORE_URL: store.endpoint }, close: store.close };
}

interface Refusal {
  status: number;
  message: string;
}

/** Why the store refuses a request (as S3 would), or null when it may go on to s3rver. */
async function refusal(
  req: IncomingMessage,
  objectPath: string,
  exists: (path: string) => Promise<boolean>,
): Promise<Refusal | null> {
  if (req.method === 'OPTIONS' || req.headers.authorization) return null;
  const denied = (message: string) => ({ status: 403, message });
  const url = new URL(req.url ?? '/', 'http://store');
  const query = Object.fromEntries(url.searchParams);
  const {
    'X-Amz-Signature': given,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    'X-Amz-Expires': expires,
  } = query;
  if (!given || !credential || !date || !expires) return denied('Anonymous requests are not allowed.');

  const [accessKeyId, , region, service] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId || !region) return denied('The AWS access key id does not exist.');
  const signedAt = Date.parse(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(signedAt + Number(expires) * 1000 > Date.now())) return denied('Request has expired.');

  // Sign the request as received; it passes only if that gives the signature it carries.
  const signedHeaders = (query['X-Amz-SignedHeaders'] ?? '').split(';');
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(req.headers[name] ?? '')]));
  delete query['X-Amz-Signature'];
  const presigner = new S3RequestPresigner({ credentials, region, service: service ?? 's3', sha256: Sha256 });
  const expected = await presigner.presign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: 'store', path: url.pathname, query, headers },
    { signingDate: new Date(signedAt), expiresIn: Number(expires), signableHeaders: new Set(signedHeaders) },
  );
  const computed = Buffer.from(String(expected.query?.['X-Amz-Signature']));
  const provided = Buffer.from(given);
  if (computed.length !== provided.length || !timingSafeEqual(computed, provided)) {
    return denied('The request signature we calculated does not match the signature you provided.');
  }
  if (
    req.method === 'PUT' &&
    signedHeaders.includes('if-none-match') &&
    req.headers['if-none-match'] === '*' &&
    (await exists(objectPath))
  ) {
    return { status: 412, message: 'At least one of the pre-conditions you specified did not hold.' };
  }
  return null;
}

function refuse(res: ServerResponse, { status, message }: Refusal) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  const code = status === 412 ? 'PreconditionFailed' : 'AccessDenied';
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data): BinaryLike =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** The hash the AWS signer asks for, on node:crypto (an HMAC when given a secret). */
class Sha256 {
  readonly #secret;
  #hash;
  constructor(secret?: Data) {
    this.#secret = secret === undefined ? undefined : bytes(secret);
    this.#hash = this.#fresh();
  }
  #fresh() {
    return this.#secret === undefined ? createHash('sha256') : createHmac('sha256', this.#secret);
  }
  reset() {
    this.#hash = this.#fresh();
  }
  update(data: Data) {
    this.#hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.#hash.digest());
  }
}
