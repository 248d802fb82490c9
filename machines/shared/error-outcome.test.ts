import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../schemas/api-failure';
import { LICENSE_REFUSALS, SESSION_REFUSALS } from '../../schemas/refusals';
import { failed } from '../testing/sample-errors';
import { HTTP_STATUS_NOTICES, MAPPED_CODES, errorOutcome } from './error-outcome';

const outcome = (detail: ApiFailure) => errorOutcome(failed(detail));

describe('errorOutcome (SPEC section 8)', () => {
  it('maps no response to the network message', () => {
    expect(outcome({ kind: 'network' })).toEqual({ type: 'notify', notice: { key: 'network' } });
  });

  it.each(HTTP_STATUS_NOTICES.filter((s) => s !== 401))('maps HTTP %i to its own message', (status) => {
    expect(outcome({ kind: 'http', status })).toEqual({ type: 'notify', notice: { key: `http.${status}` } });
  });

  it('sends HTTP 401 back to login', () => {
    expect(outcome({ kind: 'http', status: 401 })).toEqual({ type: 'relogin', notice: { key: 'http.401' } });
  });

  it('names other HTTP statuses', () => {
    expect(outcome({ kind: 'http', status: 418 })).toEqual({
      type: 'notify',
      notice: { key: 'http.other', values: { status: 418 } },
    });
  });

  it.each([
    ['401', { type: 'relogin', notice: { key: 'code.401' } }],
    ['505', { type: 'secondFactor' }],
    ['507', { type: 'passwordChange' }],
    ['InvalidIPAccess', { type: 'ipAccess' }],
  ])('routes response code %s', (code, expected) => {
    expect(outcome({ kind: 'response', code })).toEqual(expected);
  });

  it('tells a user risk control locked in a dialog, and signs in again; another Forbidden is a message', () => {
    expect(outcome({ kind: 'response', code: 'Forbidden', message: SESSION_REFUSALS.riskLocked })).toEqual({
      type: 'relogin',
      notice: { key: 'riskLocked', dialog: true },
    });
    expect(outcome({ kind: 'response', code: 'Forbidden', message: 'no' })).toEqual({
      type: 'notify',
      notice: { key: 'code.Forbidden' },
    });
  });

  it("tells an end user a stopped service in a dialog and signs in again; the quota's refusal is a dialog", () => {
    expect(
      outcome({ kind: 'response', code: 'Forbidden', message: LICENSE_REFUSALS.serviceStopped }),
    ).toEqual({ type: 'relogin', notice: { key: 'license.serviceStopped', dialog: true } });
    expect(outcome({ kind: 'response', code: 'InvalidUserLicense', message: 'x' })).toEqual({
      type: 'notify',
      notice: { key: 'code.InvalidUserLicense', dialog: true },
    });
  });

  it('routes InvalidIPAccess in an HTTP error body too', () => {
    expect(outcome({ kind: 'http', status: 403, code: 'InvalidIPAccess' })).toEqual({ type: 'ipAccess' });
  });

  // The quota's refusal is the same message, as a dialog (above).
  it.each(MAPPED_CODES.filter((code) => code !== 'InvalidUserLicense'))(
    'maps code %s to its general message',
    (code) => {
      expect(outcome({ kind: 'response', code, message: 'server text' })).toEqual({
        type: 'notify',
        notice: { key: `code.${code}` },
      });
    },
  );

  it('adds the special tip named by the sub-code or by a tip-shaped message', () => {
    expect(outcome({ kind: 'response', code: 'OperationDenied', subCode: 'Name.Exist' })).toEqual({
      type: 'notify',
      notice: { key: 'code.OperationDenied', tip: 'Name.Exist' },
    });
    expect(outcome({ kind: 'response', code: 'InvalidParameter', message: 'Email.Exist' })).toEqual({
      type: 'notify',
      notice: { key: 'code.InvalidParameter', tip: 'Email.Exist' },
    });
  });

  it('shows the raw message of unmapped codes', () => {
    expect(outcome({ kind: 'response', code: 'Whatever', message: '服务器说' })).toEqual({
      type: 'notify',
      notice: { key: 'code.raw', text: '服务器说' },
    });
    expect(outcome({ kind: 'response', code: 'Whatever' })).toEqual({
      type: 'notify',
      notice: { key: 'code.raw', text: 'Whatever' },
    });
  });

  it('names the endpoint of a malformed response', () => {
    expect(outcome({ kind: 'malformed', endpoint: 'public/bff/v1.2/enterprise', issues: '' })).toEqual({
      type: 'notify',
      notice: { key: 'malformed', values: { endpoint: 'public/bff/v1.2/enterprise' } },
    });
  });

  it('treats a non-API error as unexpected, whatever it carries', () => {
    expect(errorOutcome(new TypeError('x'))).toEqual({ type: 'notify', notice: { key: 'unexpected' } });
    expect(errorOutcome({ detail: { kind: 'http' } })).toEqual({
      type: 'notify',
      notice: { key: 'unexpected' },
    });
  });
});
