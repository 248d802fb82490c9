/**
 * Whether a login must pass the second factor before it may enter anything (SPEC section 4), one rule for the
 * page's post-login flow and the server's session gate: a user who has a second factor passes it, except
 * that a service provider's login asks it only when the application requires it too; and a composite chain's
 * token (issue 15) passes its chain's factor steps whatever the user's own setting and the application's.
 */
export type SecondFactorFacts = {
  userHasSecondFactor: boolean;
  /** The login is for a service provider's application. */
  serviceProvider: boolean;
  /** That application requires the second factor (ignored for other logins). */
  applicationRequiresIt: boolean;
  /** This login has passed it already (save_result): it is not asked twice. */
  passed?: boolean;
  /**
   * This login is a composite chain's whose factor steps are not all passed yet: its token owes them (for a
   * chain, `passed` comes only with the last one).
   */
  chainOwes?: boolean;
};

export const secondFactorRequired = ({
  userHasSecondFactor,
  serviceProvider,
  applicationRequiresIt,
  passed = false,
  chainOwes = false,
}: SecondFactorFacts): boolean =>
  !passed && (chainOwes || (userHasSecondFactor && (!serviceProvider || applicationRequiresIt)));

/** What decides whether an application asks its users' second factor (SPEC section 4). */
export type ApplicationFacts = {
  /** The application is set to require it whatever its level. */
  requiresSecondFactor: boolean;
  /** Its security level, 1 to 9 (default 5). */
  appSecurityLevel: number;
};

/**
 * An application requires the second factor when it is set to, or when its security level reaches the level
 * from which the tenant asks it (`fromLevel`; null: levels alone never do). Several applications (those one
 * session was handed to) require it when any one does: pass the strictest facts.
 */
export const applicationRequiresSecondFactor = (
  { requiresSecondFactor, appSecurityLevel }: ApplicationFacts,
  fromLevel: number | null,
): boolean => requiresSecondFactor || (fromLevel !== null && appSecurityLevel >= fromLevel);
