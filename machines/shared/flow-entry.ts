/**
 * What a flow is to the app (machines/app/flow-table.ts): a machine, the route it owns (or none: it runs on
 * the page that started it), its parameters (the route's query, or what the step into it carries), how its
 * input is made, where its output leads, and, optionally, where to go instead when it cannot start here.
 */
import type { AnyActorLogic, InputFrom, OutputFrom } from 'xstate';
import type * as z from 'zod/mini';
import type { AppConfig } from '../../schemas/app-config.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import type { TenantData } from './tenant-data';
import type { Notice } from './notice';

/** The signed-in session the app holds: the token (also in local storage) and the adapter it came from. */
export type Session = {
  accessToken: string;
  authType: string | null;
  /**
   * The token's tenant when it is not the instance's default (a login across tenants signed in to another
   * one): the page boots that tenant, so what follows (a password change, the second factor) speaks for it.
   */
  enterpriseId?: string | null;
};

export type AppConfigSubset = Pick<
  AppConfig,
  'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'
>;

/** What a flow may read of the app: flows run once the tenant is known. */
export type FlowContext = {
  config: AppConfigSubset;
  mobile: boolean;
  tenant: TenantData;
  session: Session | null;
  loginContext: LoginContext;
};

/** What a step changes on the way: a notice to show, the session (null ends it), the stored login context. */
export type StepChanges = { notice?: Notice; session?: Session | null; loginContext?: LoginContext };

export type RoutePath = `/${string}`;

export type FlowDefinition<R extends RoutePath | null, P extends z.ZodMiniType, E> = {
  /** The route the flow owns (its page), or null: it runs on whatever page started it. */
  route: R;
  /** Its parameters: the route's query, parsed with `.catch` fallbacks; `{}` must parse. */
  params: P;
  /**
   * The parameters the URL keeps once the flow runs (by default all): a callback's code and state are read
   * from the address it was opened on and gone from the address bar and history at once.
   */
  urlParams?: (params: z.output<P>) => Partial<z.output<P>>;
  /**
   * The login this flow is for, when its parameters say (a provider's, an application's request): the app
   * holds it while the flow runs, so a step back to the login returns to this one. It is stored only once
   * the login has a token.
   */
  loginContext?: (params: z.output<P>) => LoginContext;
  /**
   * The flow acts on the session (a password change, a second factor, post-login): it runs in the session's
   * tenant, which the page boots first. Every other flow runs in the instance's default tenant.
   */
  sessionTenant?: true;
  /**
   * The browser's Back does not leave the flow (SPEC 2: the current route is pushed again): a second factor
   * or the session's set-up half done is not abandoned by a step back in the history.
   */
  holdsBack?: true;
  /** Where to go instead, when the flow cannot start here (no session, an incomplete request…). */
  enter?: (context: FlowContext, params: z.output<P>) => E | null;
  /**
   * Where to go when the flow's code cannot be downloaded or the flow breaks; by default the login page of
   * the login under way, the session kept.
   */
  recover?: (context: FlowContext) => E;
};

/**
 * One entry of the flow table, typed by its machine: what the app needs of a flow before its code is there
 * (its route, its parameters, where to go instead). Besides the definition it has the functions the app
 * calls for every flow alike; they take what the app holds (`unknown` params) and parse it with this flow's
 * own schema, so the generic app needs no casts. What the flow is started with and where its output leads
 * are its steps (`defineSteps`), which download with its code.
 */
export const defineFlow =
  <L extends AnyActorLogic>() =>
  <const R extends RoutePath | null, P extends z.ZodMiniType, E = never>(
    definition: FlowDefinition<R, P, E>,
  ) => {
    const paramsOf = (raw: unknown): z.output<P> => {
      const parsed = definition.params.safeParse(raw);
      return parsed.success ? parsed.data : definition.params.parse({});
    };
    return {
      ...definition,
      /** The flow's machine, for its type only: src/ provides the real logic (src/app/flow-code.tsx). */
      logic: undefined as L | undefined,
      paramsOf,
      /** What the URL shows of the parameters. */
      shownParams: (params: unknown): unknown =>
        definition.urlParams ? definition.urlParams(paramsOf(params)) : params,
      loginContextOf: (params: unknown): LoginContext | null =>
        definition.loginContext?.(paramsOf(params)) ?? null,
      redirect: (context: FlowContext, params: unknown): E | null =>
        definition.enter?.(context, paramsOf(params)) ?? null,
    };
  };

/** What a flow's steps are written against: its entry's machine and parameters. */
export type FlowEntryOf<L extends AnyActorLogic, P extends z.ZodMiniType> = {
  logic: L | undefined;
  params: P;
  paramsOf: (raw: unknown) => z.output<P>;
};

export type FlowStepsDefinition<L extends AnyActorLogic, P extends z.ZodMiniType, N> = {
  /** The machine's output, parsed as it reaches the app (the app holds flows as opaque actors). */
  output: z.ZodMiniType<OutputFrom<L>>;
  input: (context: FlowContext, params: z.output<P>) => InputFrom<L>;
  /** The app's next step, from the flow's output. */
  next: (output: OutputFrom<L>, context: FlowContext, params: z.output<P>) => N;
};

/**
 * What a flow is started with and where its output leads (`machines/<flow>/<flow>.steps.ts`, beside its
 * entry): downloaded with the flow's code, not with the first screen. Each function takes what the app holds
 * and parses it with the flow's own schemas.
 */
export const defineSteps =
  <L extends AnyActorLogic, P extends z.ZodMiniType>(entry: FlowEntryOf<L, P>) =>
  <N>(definition: FlowStepsDefinition<L, P, N>) => ({
    inputOf: (context: FlowContext, params: unknown): InputFrom<L> =>
      definition.input(context, entry.paramsOf(params)),
    /** Null when the output is not the flow's (a bug): the app then recovers at the login page. */
    stepAfter: (output: unknown, context: FlowContext, params: unknown): N | null => {
      const parsed = definition.output.safeParse(output);
      return parsed.success ? definition.next(parsed.data, context, entry.paramsOf(params)) : null;
    },
  });

/** A flow's steps as the app holds them once its code is there, whichever flow: `S` is where steps go. */
export type FlowSteps<S> = {
  inputOf: (context: FlowContext, params: unknown) => unknown;
  stepAfter: (output: unknown, context: FlowContext, params: unknown) => S | null;
};
