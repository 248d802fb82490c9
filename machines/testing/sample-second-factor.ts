import type { ChainUser, NextAuth } from '../../schemas/composite.schema';
import type { SaveResult, SecondFactorMethod, SecondFactorSelect } from '../../schemas/second-factor.schema';

/** What `2factor/select` answers the demo's two-factor user: the app (bound, the user's own) and SMS. */
export const sampleSelect = (over: Partial<SecondFactorSelect> = {}): SecondFactorSelect => ({
  methods: ['otp', 'sms'],
  isApp2Factor: true,
  enableFaceVerify: false,
  hasCurrentDevice: true,
  hasThirdOfflineDevice: false,
  isAllowAddThirdPartyOffineDevices: false,
  bindPhoneNumber: true,
  enterpriseInformation: { enterpriseId: 'demo' },
  ...over,
});

/** A composite chain of three (LDAP, then the app, then an SMS code, issue 15): a factor step's select. */
export const chainStepSelect = (method: SecondFactorMethod, step: number) =>
  sampleSelect({ methods: [method], composite: { step, steps: 3 } });

export const CHAIN_USER: ChainUser = { username: 'twofactor', displayName: '二次认证 Two Factor' };
/** That chain's last step, as the answer of its second names it. */
export const SMS_NEXT: NextAuth = { type: 'twoFactor', authType: 'sms', step: 3, steps: 3 };
/** `save_result`'s answer to that chain's second step, paid: the SMS code's step follows. */
export const STEP_PAID: SaveResult = {
  saved: true,
  composite: { auth: true, done: false, userInfo: CHAIN_USER, nextAuth: SMS_NEXT },
};
