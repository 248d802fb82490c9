/// <reference types="trusted-types" />
import { DEVICE_AGENT_POLICY } from '../../schemas/content-security';
import { DEVICE_AGENT_CALLBACK_PATTERN, DEVICE_AGENT_URL } from '../../schemas/device-agent.schema';

const PREFIX = `${DEVICE_AGENT_URL}?callback=`;

/**
 * The only script URL the page may load: the device agent's, with a callback name of the agreed shape. The
 * policy's rule, so even a bug elsewhere cannot turn it into a way to load any other script.
 */
export function allowDeviceAgentUrl(url: string): string {
  if (!url.startsWith(PREFIX) || !DEVICE_AGENT_CALLBACK_PATTERN.test(url.slice(PREFIX.length)))
    throw new TypeError('only the device agent may be loaded as a script');
  return url;
}

/**
 * Makes the device agent's script URL for a callback name through the page's second Trusted Types policy
 * (CSP `trusted-types … idaas-device-agent`); eslint keeps `createScriptURL` out of every other module. The
 * policy is created once, on first use: the CSP allows each name once per page.
 */
export function deviceAgentScriptUrls(
  trustedTypes: Pick<TrustedTypePolicyFactory, 'createPolicy'> | undefined,
): (callback: string) => TrustedScriptURL | string {
  let policy: Pick<TrustedTypePolicy, 'createScriptURL'> | null = null;
  return (callback) => {
    const url = `${PREFIX}${callback}`;
    // Browsers without Trusted Types get the checked string.
    if (!trustedTypes) return allowDeviceAgentUrl(url);
    policy ??= trustedTypes.createPolicy(DEVICE_AGENT_POLICY, { createScriptURL: allowDeviceAgentUrl });
    return policy.createScriptURL(url);
  };
}
