/** The flow table's entry of what follows a token. Listed by machines/app/flow-entries.gen.ts. */
import { defineFlow } from '../shared/flow-entry';
import { signInStep, step } from '../shared/flow-steps';
import type { postLoginMachine } from './post-login.machine';
import { PostLoginParams } from './post-login.schema';

export const POST_LOGIN_FLOWS = {
  /** After a token: on the page that got it, under a busy overlay. */
  postLogin: defineFlow<typeof postLoginMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: null,
    params: PostLoginParams,
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
    // Its code did not arrive or it broke: the token is dropped too, so no half-finished session is left.
    recover: ({ loginContext }) => step({ ...signInStep(loginContext), session: null }),
  }),
};
