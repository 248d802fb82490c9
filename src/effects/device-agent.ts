/// <reference types="trusted-types" />
import { DEVICE_AGENT_TIMEOUT_MS, DeviceAgentAnswer } from '../../schemas/device-agent.schema';
import { STORAGE_KEYS } from '../../schemas/spec-constants';
import { deviceAgentScriptUrls } from '../security/device-agent-url';
import { hex } from './hex';
import { localStore } from './storage';

/**
 * Why the device agent gave no id: `absent` when its script failed or it did not answer in time (no agent, or
 * the browser's local-network permission denied: the page cannot tell them apart), `malformed` when it answered
 * something else than an id.
 */
export class DeviceAgentUnavailable extends Error {
  constructor(readonly kind: 'absent' | 'malformed') {
    super(`device agent ${kind}`);
    this.name = 'DeviceAgentUnavailable';
  }
}

/** What the JSONP call needs of the page; a test supplies its own. */
export type AgentPage = {
  /** Where the callback is installed: the page's global object, which the agent's script calls into. */
  globals: object;
  scriptUrl: (callback: string) => TrustedScriptURL | string;
  /** Adds the script; `load` fires after it ran, `error` when it could not be fetched. Returns its removal. */
  addScript: (url: TrustedScriptURL | string, on: { load: () => void; error: () => void }) => () => void;
  randomBytes: (bytes: Uint8Array) => Uint8Array;
  /** Keeps the last id read, for the calls that send it without asking the agent (STORAGE_KEYS.deviceId). */
  remember: (deviceId: string) => void;
};

let browser: AgentPage | null = null;
const browserPage = (): AgentPage =>
  (browser ??= {
    globals: window,
    scriptUrl: deviceAgentScriptUrls(window.trustedTypes),
    addScript: (url, on) => {
      const script = document.createElement('script');
      // TypeScript's DOM types know no Trusted Types sinks: a TrustedScriptURL is what this sink takes.
      script.src = url as string;
      // A CORS load: the browser sends the page's Origin (the page sends no Referer), which the agent checks
      // against its login origins before it answers, with Access-Control-Allow-Origin (issue 48).
      script.crossOrigin = 'anonymous';
      script.async = true;
      script.addEventListener('load', on.load);
      script.addEventListener('error', on.error);
      document.head.append(script);
      return () => script.remove();
    },
    randomBytes: (bytes) => crypto.getRandomValues(bytes),
    remember: (deviceId) => localStore.set(STORAGE_KEYS.deviceId, deviceId),
  });

/** A new name for every call, so an answer can only reach the call that asked (DEVICE_AGENT_CALLBACK_PATTERN). */
const callbackName = (page: AgentPage) => `idaasDevice_${hex(page.randomBytes(new Uint8Array(8)))}`;

/**
 * This computer's device id from the local agent, by JSONP (SPEC 7, Other). Called only from a submit: the
 * browser's local-network prompt then follows the user's own click. Whatever the outcome, the callback and
 * the script are gone once it settles.
 */
export function readDeviceId(signal: AbortSignal, page: AgentPage = browserPage()): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const callback = callbackName(page);
    let removeScript = () => {};
    let settled = false;
    const end = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      Reflect.deleteProperty(page.globals, callback);
      removeScript();
      outcome();
    };
    const fail = (kind: DeviceAgentUnavailable['kind']) => () =>
      end(() => reject(new DeviceAgentUnavailable(kind)));
    const aborted = () => end(() => reject(signal.reason));
    // Some networks drop the request instead of refusing it: no error event ever comes.
    const timer = setTimeout(fail('absent'), DEVICE_AGENT_TIMEOUT_MS);
    signal.addEventListener('abort', aborted);
    Reflect.set(page.globals, callback, (answer: unknown) => {
      const parsed = DeviceAgentAnswer.safeParse(answer);
      if (!parsed.success) return fail('malformed')();
      end(() => resolve(parsed.data.deviceId));
    });
    try {
      // A script that ran without calling back answered something else than JSONP.
      removeScript = page.addScript(page.scriptUrl(callback), {
        load: fail('malformed'),
        error: fail('absent'),
      });
    } catch (error) {
      end(() => reject(error));
    }
  }).then((deviceId) => {
    page.remember(deviceId);
    return deviceId;
  });
}
