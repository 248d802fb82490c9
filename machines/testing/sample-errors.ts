import type { ApiFailure } from '../../schemas/api-failure';

/** An error as the API layer throws it: machines read only its `detail` (schemas/api-failure.ts). */
export const failed = (detail: ApiFailure): Error =>
  Object.assign(new Error(`failed: ${detail.kind}`), { detail });

/** Typical failures of each kind, for model events. */
export const sampleErrors = {
  network: failed({ kind: 'network' }),
  malformed: failed({ kind: 'malformed', endpoint: 'test', issues: 'data: expected object' }),
  http401: failed({ kind: 'http', status: 401 }),
  http500: failed({ kind: 'http', status: 500 }),
  code401: failed({ kind: 'response', code: '401' }),
  code505: failed({ kind: 'response', code: '505' }),
  code507: failed({ kind: 'response', code: '507' }),
  expired: failed({ kind: 'response', code: 'ExpiredInstance' }),
  invalidIp: failed({ kind: 'response', code: 'InvalidIPAccess' }),
  invalidParameter: failed({ kind: 'response', code: 'InvalidParameter', message: 'UserName.Exist' }),
  unknownApplication: failed({ kind: 'response', code: 'ResourceNotFound' }),
  tooManyRequests: failed({ kind: 'response', code: 'TooManyRequests' }),
};
