import { describe, expect, it } from 'vitest';
import { AgentAnswerId, AgentListAnswer, AgentRequest, AgentSignAnswer } from './usbkey-agent.schema';
import { DeviceAgentAnswer, DeviceAgentQuery } from './device-agent.schema';

const CERT = {
  keySerial: 'a1b2c3',
  keyLabel: 'IDaaS Demo Key',
  certId: '01',
  subject: 'CN=usbkey',
  issuer: 'CN=IDaaS Demo USB-key CA',
  notBefore: '2026-11-27T12:55:00.000Z',
  notAfter: '2046-01-26T12:55:00.000Z',
  cert: 'A'.repeat(64),
};
const SIGNED = {
  signedData: `${'s'.repeat(86)}==`,
  userCert: 'A'.repeat(64),
  idToken1: 'a1b2c3',
  idToken2: '01',
  idToken3: 'f'.repeat(64),
};

describe('the USB-key agent’s frames', () => {
  it('reads the two requests, and nothing else', () => {
    expect(AgentRequest.safeParse({ id: 'request-0001', method: 'list' }).success).toBe(true);
    const sign = { id: 'request-0002', method: 'sign', keySerial: 'a1', certId: '01', pin: '123456' };
    const random = { random: 'r'.repeat(43), serverCert: 'B'.repeat(64) };
    expect(AgentRequest.safeParse({ ...sign, ...random }).success).toBe(true);
    // A PIN too short for any key, an id that could carry markup, a method the agent does not have.
    expect(AgentRequest.safeParse({ ...sign, ...random, pin: '12' }).success).toBe(false);
    expect(AgentRequest.safeParse({ id: '<img src=x>', method: 'list' }).success).toBe(false);
    expect(AgentRequest.safeParse({ id: 'request-0003', method: 'export' }).success).toBe(false);
  });

  it('reads an answer as its result or its error, each of a known shape', () => {
    expect(AgentListAnswer.parse({ id: 'request-0001', result: { certificates: [CERT] } })).toEqual({
      id: 'request-0001',
      result: { certificates: [CERT] },
    });
    expect(AgentSignAnswer.safeParse({ id: 'request-0002', result: SIGNED }).success).toBe(true);
    expect(
      AgentSignAnswer.parse({ id: 'request-0002', error: { code: 'pinIncorrect', retriesLeft: 2 } }),
    ).toEqual({ id: 'request-0002', error: { code: 'pinIncorrect', retriesLeft: 2 } });
    // A wrong PIN with no tries left is a lock, not a count; an unknown error is no answer.
    expect(
      AgentSignAnswer.safeParse({ id: 'request-0002', error: { code: 'pinIncorrect', retriesLeft: 0 } })
        .success,
    ).toBe(false);
    expect(AgentSignAnswer.safeParse({ id: 'request-0002', error: { code: 'whatever' } }).success).toBe(
      false,
    );
    // A signature of another length, a date without its zone.
    expect(
      AgentSignAnswer.safeParse({ id: 'request-0002', result: { ...SIGNED, signedData: 'AAAA' } }).success,
    ).toBe(false);
    expect(
      AgentListAnswer.safeParse({
        id: 'request-0001',
        result: { certificates: [{ ...CERT, notAfter: '2046-01-26 12:55' }] },
      }).success,
    ).toBe(false);
    expect(AgentAnswerId.safeParse({ result: {} }).success).toBe(false);
  });
});

describe('the device agent’s JSONP', () => {
  it('takes only its own callback names, and ids of letters, digits, - and _', () => {
    expect(DeviceAgentQuery.safeParse({ callback: 'idaasDevice_0123456789abcdef' }).success).toBe(true);
    expect(DeviceAgentQuery.safeParse({ callback: 'alert(1)//' }).success).toBe(false);
    expect(DeviceAgentAnswer.safeParse({ deviceId: 'demo-device-001' }).success).toBe(true);
    expect(DeviceAgentAnswer.safeParse({ deviceId: '"><script>' }).success).toBe(false);
  });
});
