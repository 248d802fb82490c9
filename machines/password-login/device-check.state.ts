import { assign } from 'xstate';
import { passwordLoginSetup } from './password-login.setup';

/**
 * The device-ID check of a submit (SPEC 7, Other: the local device agent; SPEC 8 invalid_device_id), when the
 * tenant reads device ids. The agent is asked here, after the user's click, so the browser's local-network
 * prompt follows something the user did. Without an id (no agent, the permission denied, a bad answer) a
 * `collect` tenant's login goes on and the form says so; a `require` tenant's would be refused as
 * invalid_device_id, so its dialog opens without the password being sent.
 */
export const deviceCheckState = passwordLoginSetup.createStateConfig({
  tags: ['busy'],
  entry: assign({ deviceId: null, deviceWarning: false }),
  always: { guard: 'readsNoDevice', target: 'preparingGrant' },
  invoke: {
    id: 'readDeviceId',
    src: 'readDeviceId',
    onDone: { target: 'preparingGrant', actions: assign({ deviceId: ({ event }) => event.output }) },
    onError: [
      {
        guard: 'requiresDevice',
        target: 'dialogOpen',
        actions: assign({ dialog: 'deviceId', pending: null }),
      },
      { target: 'preparingGrant', actions: assign({ deviceWarning: true }) },
    ],
  },
});
