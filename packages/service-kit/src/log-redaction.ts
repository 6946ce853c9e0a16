import type { FastifyServerOptions } from 'fastify';

/**
 * Links that are their own permission never reach a log: a password reset's `token`, a signed path's `signature`
 * (evidence photos, the digest's unsubscribe link). Their values are cut from every logged URL and message, in the
 * services and in the edge's access log.
 */
const SECRET_PARAMETER = /([?&](?:token|signature)=)[^&#\s"']*/gi;

export const withoutSecrets = (text: string): string => text.replace(SECRET_PARAMETER, '$1[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** The logger of a service or the edge: `level`, the `redact`ed paths (cookies, tokens), and no secret in a URL. */
export function loggerOptions(level: string, redact: string[]): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact,
    serializers: {
      // Fastify's own request fields, the URL without its secrets.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === 'string' ? withoutSecrets(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  };
}
