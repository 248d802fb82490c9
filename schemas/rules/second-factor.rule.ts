/**
 * Whether a login must pass the second factor before it may enter anything (SPEC section 4), one rule for the
 * page's post-login flow and the server's session gate: a user who has a second factor passes it, except
 * that a service provider's login asks it only when the application requires it too.
 */
export type SecondFactorFacts = {
  userHasSecondFactor: boolean;
  /** The login is for a service provider's application. */
  serviceProvider: boolean;
  /** That application requires the second factor (ignored for other logins). */
  applicationRequiresIt: boolean;
  /** This login has passed it already (save_result): it is not asked twice. */
  passed?: boolean;
};

export const secondFactorRequired = ({
  userHasSecondFactor,
  serviceProvider,
  applicationRequiresIt,
  passed = false,
}: SecondFactorFacts): boolean =>
  !passed && userHasSecondFactor && (!serviceProvider || applicationRequiresIt);
