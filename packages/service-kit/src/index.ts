export { buildServiceApp, type ServiceDefinition, type ServiceName } from './app.ts';
export { baseConfig, configKeys, loadConfig, processConfig, type BaseConfig } from './config.ts';
export type { DatabaseDefinition } from './db.ts';
export { ApiError, errorBody, type ErrorBody } from './errors.ts';
export type { Handler, Handlers, OperationId, SuccessBody } from './handlers.ts';
export { serviceClient } from './internal-client.ts';
export { runServer } from './server.ts';
export { SESSION_COOKIE } from './session.ts';
