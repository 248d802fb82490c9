import { beforeAll, describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import {
  ApprovalDecidedResponse,
  PendingRegistrationsResponse,
  RegisteredResponse,
} from '../../../schemas/register.schema';
import type { Mail, Mailer } from '../../messaging/mailer';
import { outboxFor } from '../../messaging/outbox.repo';
import {
  assignTwoFactorApplication,
  copyTenant,
  hasLoginFailures,
  registrationStatuses,
} from '../../test/inspect.repo';
import { errorDescription, login, loginToken, seedUserToken, solvedCaptcha } from '../../test/login-client';
import { applicationToken, approvals, registerAccount } from '../../test/register-client';
import { useTestServer } from '../../test/use-test-server';

// An administrator's tool decides registrations over HTTP with an application token (SPEC section 6).
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
const server = useTestServer({ mailer });
const PASSWORD = 'Joined#2024x';

let token = '';
beforeAll(async () => {
  token = await applicationToken(server.db);
});

const register = async (username: string, overrides?: Record<string, unknown>) =>
  RegisteredResponse.parse(
    (await registerAccount(server.url, { username, password: PASSWORD }, overrides)).body,
  ).data;
const waiting = async (bearer = token) =>
  PendingRegistrationsResponse.parse((await approvals.list(server.url, bearer)).body).data.map(
    (r) => r.username,
  );
const decide = (username: string, decision: 'APPROVED' | 'REJECTED', bearer = token) =>
  approvals.decide(server.url, bearer, username, decision);
const signIn = async (username: string) =>
  login(server.url, username, PASSWORD, await solvedCaptcha(server.url));
const mailTo = async (address: string) => (await outboxFor(server.db, address))[0];

describe('the approval calls', () => {
  it("answer 401 without a token or with a user's, and Forbidden to a token without ROLE_APPLICATION_API", async () => {
    expect((await approvals.list(server.url)).status).toBe(401);
    expect((await approvals.list(server.url, await seedUserToken(server.url, 'demo'))).status).toBe(401);
    const withoutRole = await applicationToken(server.db, 'demo', ['ROLE_PS_API_CLIENT']);
    expect(FailedEnvelope.parse((await approvals.list(server.url, withoutRole)).body).code).toBe('Forbidden');
  });

  it('approving lets the account sign in, tells the registrant by mail, and decides it once', async () => {
    await register('approveme', { phoneNumber: '13900139100' });
    const listed = PendingRegistrationsResponse.parse((await approvals.list(server.url, token)).body).data;
    expect(listed.find((r) => r.username === 'approveme')).toMatchObject({
      email: 'approveme@register.example.com',
      phoneNumber: '13900139100',
      status: 'SUBMITTED',
    });

    const decided = ApprovalDecidedResponse.parse((await decide('ApproveMe', 'APPROVED')).body).data;
    expect(decided).toMatchObject({ username: 'approveme', status: 'APPROVED' });
    expect(await loginToken(server.url, 'approveme', PASSWORD)).toBeTruthy();
    expect(await mailTo('approveme@register.example.com')).toMatchObject({
      channel: 'email',
      subject: expect.stringContaining('Registration approved') as unknown,
    });
    expect(sent.at(-1)).toMatchObject({ to: 'approveme@register.example.com' });
    expect(await waiting()).not.toContain('approveme');
    expect(FailedEnvelope.parse((await decide('approveme', 'REJECTED')).body).code).toBe('ResourceNotFound');
  });

  it('rejecting removes the account and frees its name, e-mail and phone, keeping the record', async () => {
    await register('rejectme', { phoneNumber: '13900139101' });
    // What an administrator may have given the account meanwhile, and a failed sign-in of its name, go too.
    await assignTwoFactorApplication(server.db, 'demo', 'rejectme');
    await login(server.url, 'rejectme', 'Wrong@123456', await solvedCaptcha(server.url));
    expect(await hasLoginFailures(server.db, 'demo', 'rejectme')).toBe(true);
    expect(ApprovalDecidedResponse.parse((await decide('rejectme', 'REJECTED')).body).data.status).toBe(
      'REJECTED',
    );
    expect(await hasLoginFailures(server.db, 'demo', 'rejectme')).toBe(false);
    expect(errorDescription(await signIn('rejectme'))).toBe('invalid_password');
    expect((await mailTo('rejectme@register.example.com'))?.subject).toContain('Registration declined');
    expect(await register('rejectme', { phoneNumber: '13900139101' })).toEqual({ needApprove: true });
    expect(await registrationStatuses(server.db, 'demo', 'rejectme')).toEqual(['REJECTED', 'SUBMITTED']);
  });

  it('answers ResourceNotFound for a name that waits for nothing', async () => {
    expect(FailedEnvelope.parse((await decide('demo', 'APPROVED')).body).code).toBe('ResourceNotFound');
  });

  it("gives a token its own tenant's registrations only", async () => {
    await copyTenant(server.db, 'demo', 'other', { allowRegister: true, registrationNeedsApproval: true });
    const otherToken = await applicationToken(server.db, 'other');
    await register('elsewhere', { enterpriseId: 'other', clientId: 'other-login-client' });
    await register('athome');
    expect(await waiting(otherToken)).toEqual(['elsewhere']);
    expect(await waiting()).toContain('athome');
    expect(await waiting()).not.toContain('elsewhere');
    expect(FailedEnvelope.parse((await decide('athome', 'APPROVED', otherToken)).body).code).toBe(
      'ResourceNotFound',
    );
  });
});
