import type { FastifyInstance } from 'fastify';

/** The process entry of a service: listen, and on SIGINT/SIGTERM finish in-flight requests and close. */
export async function runServer(build: () => Promise<FastifyInstance>, address: { host: string; port: number }) {
  let app: FastifyInstance;
  try {
    app = await build();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen(address);
  return app;
}
