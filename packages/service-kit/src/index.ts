export type { AccessCheck, AccessRules } from './access-rules.ts';
export { loggerOptions, withoutSecrets } from './log-redaction.ts';
export { plainName, quotedName } from './names.ts';
export {
  languageNamed,
  LANGUAGES,
  requestLanguage,
  wordings,
  type Catalogues,
  type Language,
  type Wording,
} from './i18n.ts';
export { BODY_LIMIT_BYTES, bodyLimitOf, buildServiceApp, type ServiceDefinition, type ServiceName } from './app.ts';
export {
  baseConfig,
  configKeys,
  isLocalRun,
  loadConfig,
  optionalSetting,
  processConfig,
  refuseDemoConveniences,
  type BaseConfig,
  type ProcessConfig,
} from './config.ts';
export { isSameOrigin } from './cross-site.ts';
export { migrateDatabaseAt, type DatabaseDefinition } from './db.ts';
export {
  ApiError,
  apiErrorBody,
  declaredErrors,
  errorBody,
  isErrorCode,
  messageOf,
  relayedError,
  registerExpectationRefusal,
  type ErrorBody,
  type ErrorCode,
} from './errors.ts';
export { sessionUser } from './guard.ts';
export type { Handler, Handlers, OperationId, SuccessBody } from './handlers.ts';
export { runHourly, runPeriodically } from './housekeeping.ts';
export { PHOTO_MAX_BYTES, PHOTO_TYPES } from './photo-uploads.ts';
export { pgListener, type PgListener, type PgListenerOptions } from './pg-listener.ts';
export { addReadinessCheck } from './readiness.ts';
export { runServer } from './server.ts';
export {
  serviceClient,
  type ContractClient,
  type ServiceAnswer,
  type ServiceClient,
  type ServiceClientOptions,
} from './service-client.ts';
export { INSTANCE_WEIGHTS, mayResend, upstreamList } from './upstreams.ts';
export {
  forgetRateLimitCounters,
  forgetUserQuotas,
  refuseOverLimit,
  type RateLimitRule,
  type RateLimits,
} from './rate-limit.ts';
export {
  lagTolerant,
  OWN_WRITE_COOKIE,
  TOLD_OF_CHANGE_COOKIE,
  replicaRouter,
  walPosition,
  type ReplicaRouter,
} from './replica.ts';
export {
  cookiePolicy,
  endSession,
  endedSessions,
  endSessionsOf,
  liveSessions,
  sessionEndedError,
  SESSION_COOKIE,
  sessionCookieName,
  SESSIONS_ENDED_CHANNEL,
  startSession,
  type CookiePolicy,
  type SessionEndReason,
} from './session.ts';
export { signPath, verifySignedPath } from './signed-paths.ts';
export {
  changed,
  connectsDirectly,
  dbOver,
  firstRow,
  preparedRows,
  rows,
  sql,
  sqlText,
  type Db,
  type Sql,
} from './sql.ts';
