import * as z from 'zod/mini';

/**
 * The local device-ID agent (SPEC 7, Other: JSONP on 127.0.0.1:22000). The page adds a script
 * `DEVICE_AGENT_URL?callback=<name>`; the agent answers `<name>({"deviceId":"…"});`, only to the login origins
 * it is configured with. The id goes with the password login as `deviceId` and `device_id` (SPEC 7 rest_token).
 */
/**
 * Whether the tenant reads device ids (captcha_show's `deviceAgent`): `off` never asks the agent; `collect` asks
 * and signs in without an id when there is no agent; `require` refuses a sign-in without one of the user's
 * devices (rest_token's `invalid_device_id`), so the page does not send it without an id.
 */
export const DeviceAgentMode = z.enum(['off', 'collect', 'require']);
export type DeviceAgentMode = z.infer<typeof DeviceAgentMode>;

export const DEVICE_AGENT_ORIGIN = 'http://127.0.0.1:22000';
export const DEVICE_AGENT_URL = `${DEVICE_AGENT_ORIGIN}/device_id`;
/** A missing agent gives no error event on some networks: after this the page says it is not there. */
export const DEVICE_AGENT_TIMEOUT_MS = 3000;
/** The callback's name: a fixed prefix and 16 random hex digits, new on every call. */
export const DEVICE_AGENT_CALLBACK_PATTERN = /^idaasDevice_[0-9a-f]{16}$/;

export const DeviceAgentQuery = z.object({
  callback: z.string().check(z.regex(DEVICE_AGENT_CALLBACK_PATTERN)),
});
export type DeviceAgentQuery = z.infer<typeof DeviceAgentQuery>;

/** The agent's answer: the machine's stable id. */
export const DeviceAgentAnswer = z.object({ deviceId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)) });
export type DeviceAgentAnswer = z.infer<typeof DeviceAgentAnswer>;
