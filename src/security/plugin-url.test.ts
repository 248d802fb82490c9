import { describe, expect, it } from 'vitest';
import { pluginUrlCarriesTrace } from './plugin-url';

describe('pluginUrlCarriesTrace', () => {
  it('follows an http(s) address that carries the trace', () => {
    expect(pluginUrlCarriesTrace('https://hr.example/login?traceId=t1&clientId=c', 't1')).toBe(true);
    expect(pluginUrlCarriesTrace('http://localhost:8090/login?traceId=t1', 't1')).toBe(true);
  });
  it('refuses another trace, none, a script or data address, credentials, and what is no address', () => {
    expect(pluginUrlCarriesTrace('https://hr.example/login?traceId=t2', 't1')).toBe(false);
    expect(pluginUrlCarriesTrace('https://hr.example/login', 't1')).toBe(false);
    expect(pluginUrlCarriesTrace('javascript:alert(1)//?traceId=t1', 't1')).toBe(false);
    expect(pluginUrlCarriesTrace('data:text/html,x?traceId=t1', 't1')).toBe(false);
    expect(pluginUrlCarriesTrace('https://u:p@hr.example/?traceId=t1', 't1')).toBe(false);
    expect(pluginUrlCarriesTrace('not a url', 't1')).toBe(false);
  });
});
