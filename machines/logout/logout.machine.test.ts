import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { LogoutResult } from '../../schemas/logout-response.schema';
import { type LogoutInput, logoutMachine } from './logout.machine';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, type ModelPath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';

const ALLOWED = 'https://idp.example';
const isAllowedTarget = (_: unknown, { target }: { target: string }) =>
  target.startsWith('/') || target.startsWith(`${ALLOWED}/`);
const ACTORS = ['logout', 'returnAddress'] as const;
const RETURN_ADDRESS = '/frontend/login/#/login';

const withSession: LogoutInput = { accessToken: 'tok' };
const withoutSession: LogoutInput = { accessToken: null };

const response = (over: Partial<LogoutResult> = {}): LogoutResult => ({
  logout: true,
  spLogoutUrls: [],
  logoutUrl: null,
  ...over,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = () => [
  done('logout', response()),
  done('logout', response({ logoutUrl: `${ALLOWED}/bye`, spLogoutUrls: [`${ALLOWED}/sp1/logout`] })),
  done('logout', response({ logoutUrl: 'https://evil.example/bye' })),
  // A refused main target with provider addresses: the allowed one still opens, the hostile one never.
  done(
    'logout',
    response({
      logoutUrl: 'https://evil.example/bye',
      spLogoutUrls: [`${ALLOWED}/sp2/logout`, 'https://evil.example/sp/logout'],
    }),
  ),
  done('logout', response({ logout: false })),
  error('logout', sampleErrors.network),
  done('returnAddress', RETURN_ADDRESS),
  done('returnAddress', 'https://evil.example/back'),
  error('returnAddress', new Error('storage unavailable')),
  { type: 'logout.backToLogin' },
];

/** The provider windows a path must have opened: every allowed address of a logout the server confirmed. */
function expectedWindows(path: ModelPath): { url: string }[] {
  return path.steps.flatMap(({ event }) => {
    const parsed =
      event.type === 'xstate.done.actor.logout' && 'output' in event
        ? LogoutResult.safeParse(event.output)
        : null;
    if (!parsed?.success || !parsed.data.logout) return [];
    return parsed.data.spLogoutUrls
      .filter((url) => isAllowedTarget(null, { target: url }))
      .map((url) => ({ url }));
  });
}

describe('logout machine (model-based)', () => {
  const coverage = new CoverageRecorder(logoutMachine);
  const model = logoutMachine.provide({ guards: { isAllowedTarget } });
  // With a session the walk starts at the call; without one it starts logged out.
  const cases = [withSession, withoutSession].flatMap((input) =>
    modelPaths(model, { events, input }).map(
      (p) => [`${input.accessToken ? 'session' : 'no session'}: ${describePath(p)}`, p, input] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  // Whatever becomes of the main target, each allowed provider address has opened once by the path's end.
  it.each(cases)('%s', async (_name, path, input) => {
    const fakes = new FakeActors();
    const openWindow = vi.fn();
    const machine = logoutMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { openWindow },
      guards: { isAllowedTarget },
    });
    await drivePath(machine, path, fakes, coverage, { input });
    expect(openWindow.mock.calls.map((call) => call[1])).toEqual(expectedWindows(path));
  });

  afterAll(() => coverage.expectComplete());
});

describe('logout machine effects', () => {
  const run = (
    result: () => Promise<LogoutResult>,
    given: LogoutInput = withSession,
    returnAddress: () => Promise<string> = async () => RETURN_ADDRESS,
  ) => {
    const actions = { openWindow: vi.fn(), redirect: vi.fn(), clearSession: vi.fn(), reportError: vi.fn() };
    const calls: unknown[] = [];
    const order: string[] = [];
    Object.entries(actions).forEach(([name, spy]) => spy.mockImplementation(() => order.push(name)));
    const lookups = vi.fn(returnAddress);
    const machine = logoutMachine.provide({
      actors: {
        logout: fromPromise(({ input: sent }) => {
          calls.push(sent);
          return result();
        }),
        returnAddress: fromPromise(() => lookups()),
      },
      actions,
      guards: { isAllowedTarget },
    });
    const actor = createActor(machine, { input: given }).start();
    return { actor, actions, calls, order, lookups };
  };
  const params = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);

  it('ends the local session, opens each allowed SP logout address, then leaves for the server address', async () => {
    const { actor, actions, order, lookups } = run(async () =>
      response({
        logoutUrl: `${ALLOWED}/bye`,
        spLogoutUrls: [`${ALLOWED}/sp1/logout`, 'javascript:alert(1)', `${ALLOWED}/sp2/logout`],
      }),
    );
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'redirected', target: `${ALLOWED}/bye` });
    expect(params(actions.openWindow)).toEqual([
      { url: `${ALLOWED}/sp1/logout` },
      { url: `${ALLOWED}/sp2/logout` },
    ]);
    expect(params(actions.redirect)).toEqual([{ url: `${ALLOWED}/bye` }]);
    expect(order).toEqual(['clearSession', 'openWindow', 'openWindow', 'redirect']);
    expect(lookups).not.toHaveBeenCalled();
  });

  it("ends the server session with the session's token", async () => {
    const { actor, calls } = run(async () => response());
    await toPromise(actor);
    expect(calls).toEqual([{ oldAccessToken: null, accessToken: 'tok' }]);
  });

  it('without a session skips the call, ends the local session and leaves for the return address', async () => {
    const { actor, actions, calls, lookups } = run(async () => response(), withoutSession);
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'redirected', target: RETURN_ADDRESS });
    expect(calls).toEqual([]);
    expect(actions.clearSession).toHaveBeenCalledOnce();
    expect(lookups).toHaveBeenCalledOnce();
    expect(params(actions.redirect)).toEqual([{ url: RETURN_ADDRESS }]);
    expect(actions.openWindow).not.toHaveBeenCalled();
    expect(actions.reportError).not.toHaveBeenCalled();
  });

  it('without a server address leaves for the return address', async () => {
    const { actor, actions } = run(async () => response());
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'redirected', target: RETURN_ADDRESS });
    expect(params(actions.redirect)).toEqual([{ url: RETURN_ADDRESS }]);
  });

  it('with oldAccessToken sends it with the token and keeps the local session', async () => {
    const { actor, actions, calls } = run(async () => response(), { ...withSession, oldAccessToken: 'old' });
    await toPromise(actor);
    expect(calls).toEqual([{ oldAccessToken: 'old', accessToken: 'tok' }]);
    expect(actions.clearSession).not.toHaveBeenCalled();
    expect(actions.redirect).toHaveBeenCalledOnce();
  });

  it('stays with an error on a refused address: the local session has ended, but nothing navigates', async () => {
    const { actor, actions } = run(
      async () => response(),
      withSession,
      async () => 'https://evil.example/phish',
    );
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true));
    expect(actions.redirect).not.toHaveBeenCalled();
    expect(actions.clearSession).toHaveBeenCalledOnce();
    actor.send({ type: 'logout.backToLogin' });
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'login' });
  });

  it('opens the allowed provider addresses even when the main target is refused', async () => {
    const { actor, actions, order } = run(async () =>
      response({ logoutUrl: 'https://evil.example/bye', spLogoutUrls: [`${ALLOWED}/sp1/logout`] }),
    );
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true));
    expect(params(actions.openWindow)).toEqual([{ url: `${ALLOWED}/sp1/logout` }]);
    expect(order).toEqual(['clearSession', 'openWindow']);
  });

  it('opens the provider addresses when no return address can be found', async () => {
    const { actor, actions } = run(
      async () => response({ spLogoutUrls: [`${ALLOWED}/sp1/logout`] }),
      withSession,
      () => Promise.reject(new Error('storage unavailable')),
    );
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'login' });
    expect(params(actions.openWindow)).toEqual([{ url: `${ALLOWED}/sp1/logout` }]);
  });

  it('after a failed call still ends the local session, reports the error and returns to login', async () => {
    const { actor, actions } = run(() => Promise.reject(sampleErrors.http500));
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'login' });
    expect(actions.clearSession).toHaveBeenCalledOnce();
    expect(params(actions.reportError)).toEqual([{ error: sampleErrors.http500 }]);
    expect(actions.redirect).not.toHaveBeenCalled();
  });

  it('when the server keeps the session, ends the local one and returns to login without reporting', async () => {
    const { actor, actions, lookups } = run(async () =>
      response({ logout: false, logoutUrl: `${ALLOWED}/bye`, spLogoutUrls: [`${ALLOWED}/sp1/logout`] }),
    );
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'login' });
    expect(actions.clearSession).toHaveBeenCalledOnce();
    expect(actions.openWindow).not.toHaveBeenCalled();
    expect(actions.redirect).not.toHaveBeenCalled();
    expect(actions.reportError).not.toHaveBeenCalled();
    expect(lookups).not.toHaveBeenCalled();
  });

  it('refuses every address until src provides the check', async () => {
    const actor = createActor(
      logoutMachine.provide({
        actors: {
          logout: fromPromise(async () => response({ logoutUrl: '/frontend/login/' })),
          returnAddress: fromPromise(async () => ''),
        },
      }),
      { input: withSession },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('refused')).toBe(true));
  });
});
