import { ApiError } from '../api-error';

/** Typical failures of each kind, for model events. */
export const sampleErrors = {
  network: new ApiError({ kind: 'network' }, 'test'),
  malformed: new ApiError({ kind: 'malformed', endpoint: 'test', issues: 'data: expected object' }, 'test'),
  http401: new ApiError({ kind: 'http', status: 401 }, 'test'),
  http500: new ApiError({ kind: 'http', status: 500 }, 'test'),
  code401: new ApiError({ kind: 'response', code: '401' }, 'test'),
  code505: new ApiError({ kind: 'response', code: '505' }, 'test'),
  code507: new ApiError({ kind: 'response', code: '507' }, 'test'),
  expired: new ApiError({ kind: 'response', code: 'ExpiredInstance' }, 'test'),
  invalidIp: new ApiError({ kind: 'response', code: 'InvalidIPAccess' }, 'test'),
  invalidParameter: new ApiError(
    { kind: 'response', code: 'InvalidParameter', message: 'UserName.Exist' },
    'test',
  ),
};
