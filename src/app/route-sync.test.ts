import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { FLOW_IDS } from '../../machines/app/flow-table';
import { locate } from '../../machines/app/route-table';
import { FakeActors } from '../../machines/testing/fake-actors';
import { fakeLoadFlow } from '../../machines/testing/load-flow-fake';
import { sampleTenant } from '../../machines/testing/sample-tenant';
import { createAppRouter } from './router';
import { syncRoutes, urlLocation } from './route-sync';

const tick = () => new Promise((resolve) => setTimeout(resolve));

/** The real router (memory history) and the real app machine with fake flows, in step through the sync. */
async function start(entry: string, storedToken: string | null = null, { syncLate = false } = {}) {
  const history = createMemoryHistory({ initialEntries: [entry] });
  const router = createAppRouter(history);
  await router.load();
  const fakes = new FakeActors();
  fakes.settle('boot', true, { kind: 'ready', tenant: sampleTenant });
  const actor = createActor(
    appMachine.provide({
      actors: { ...fakes.forAll(['boot', ...FLOW_IDS]), loadFlow: fakeLoadFlow(fakes) } as never,
      actions: { showNotice: () => {}, persistSession: () => {}, storeLoginContext: () => {} },
    }),
    {
      input: {
        entry: urlLocation(router),
        storedLoginContext: { type: 'IDAAS' },
        storedDesktopKey: null,
        storedTenant: null,
        storedToken,
        config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
        mobile: false,
      },
    },
  );
  // As in the page: the sync starts once the router has rendered, by when the machine may have moved.
  if (!syncLate) syncRoutes(router, actor);
  actor.start();
  if (syncLate) {
    await tick();
    syncRoutes(router, actor);
  }
  // Each flow's code "arrives" at once.
  const loadAll = async () => {
    for (let i = 0; i < 3; i++) {
      fakes.settle('loadFlow', true, undefined);
      await tick();
    }
  };
  await loadAll();
  const url = () => `${history.location.pathname}${history.location.search}`;
  return { history, actor, fakes, url, loadAll };
}

describe('route sync', () => {
  it("writes the machine's steps to the URL, and its own navigation never restarts a flow", async () => {
    const { actor, fakes, url, history, loadAll } = await start('/login', null);
    expect(url()).toBe('/login');
    fakes.settle('signIn', true, { kind: 'token', accessToken: 't', authType: 'system_password_adapter' });
    await loadAll();
    fakes.settle('postLogin', true, { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' });
    await loadAll();
    expect(url()).toBe('/modifyPassword?type=needModifyPasswordOfPwdExpire');
    expect(history.length).toBe(2);
    expect(fakes.inputs('modifyPassword')).toHaveLength(1);
    expect(actor.getSnapshot().context.location).toEqual(
      locate('/modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }),
    );
  });

  it('follows the back button to where the URL now is', async () => {
    const { actor, fakes, history, url, loadAll } = await start('/login');
    history.push('/resetPassword');
    await loadAll();
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'resetPassword' });
    history.back();
    await loadAll();
    expect(url()).toBe('/login');
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
    expect(fakes.inputs('signIn')).toHaveLength(2);
  });

  it('stays on the forced password change when Back is pressed: its route is pushed again', async () => {
    const { actor, fakes, history, url, loadAll } = await start('/login');
    fakes.settle('signIn', true, { kind: 'token', accessToken: 't', authType: 'system_password_adapter' });
    await loadAll();
    fakes.settle('postLogin', true, { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' });
    await loadAll();
    history.back();
    await loadAll();
    expect(url()).toBe('/modifyPassword?type=needModifyPasswordOfPwdExpire');
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'modifyPassword' });
    expect(fakes.inputs('modifyPassword')).toHaveLength(1);
  });

  it('replaces a URL the machine will not show, so Back does not lead into the redirect again', async () => {
    const { url, history } = await start('/modifyPassword?type=needModifyPasswordOfPwdExpire');
    expect(url()).toBe('/login');
    expect(history.length).toBe(1);
  });

  it('follows a deep link opened later, and leaves the URL as the user typed it', async () => {
    const { actor, history, url, loadAll } = await start('/login');
    history.push('/login?sp_code=sp1&application_key=k1');
    await loadAll();
    expect(url()).toBe('/login?sp_code=sp1&application_key=k1');
    expect(actor.getSnapshot().context.activity).toMatchObject({
      kind: 'flow',
      flow: 'signIn',
      params: { sp_code: 'sp1', application_key: 'k1' },
    });
  });

  it('started after the machine moved, writes where it is (a replace), then pushes its next steps', async () => {
    const { fakes, url, history, loadAll } = await start(
      '/modifyPassword?type=needModifyPasswordOfPwdExpire',
      null,
      {
        syncLate: true,
      },
    );
    expect(url()).toBe('/login');
    expect(history.length).toBe(1);
    fakes.settle('signIn', true, { kind: 'token', accessToken: 't', authType: 'system_password_adapter' });
    await loadAll();
    fakes.settle('postLogin', true, { kind: 'noPermission' });
    await loadAll();
    expect(url()).toBe('/applicationNoPermission');
    expect(history.length).toBe(2);
  });

  it('holds Back during a second factor: the route is pushed again and the flow goes on (SPEC 2)', async () => {
    const { actor, fakes, history, url, loadAll } = await start('/login');
    fakes.settle('signIn', true, { kind: 'token', accessToken: 't', authType: 'system_password_adapter' });
    await loadAll();
    fakes.settle('postLogin', true, { kind: 'secondAuth', sp: false });
    await loadAll();
    expect(url()).toBe('/second/auth');
    for (let press = 0; press < 2; press++) {
      history.back();
      await loadAll();
      expect(url(), `after Back ${press + 1}`).toBe('/second/auth');
      // Pushed, not replaced: the login's entry is still behind it, so the next Back is held too.
      expect(history.location.state.__TSR_index).toBe(1);
    }
    expect(fakes.inputs('secondFactor')).toHaveLength(1);
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'secondFactor' });

    // When the flow ends, the machine's own step leads on.
    fakes.settle('secondFactor', true, { kind: 'relogin' });
    await loadAll();
    expect(url()).toBe('/login');
  });
});
