import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { COOKIES } from '../../api/protocol';
import type { MemoryPortsOptions } from '../../ports/memory';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { sessionGuardKey, sessionView } from './session.connect';
import { readLogoutProfile, SESSION_STORAGE, sessionMachine, sessionLogic, type SessionEvent } from './session.machine';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(options: MemoryPortsOptions = {}) {
  const { ports, mealflow } = sandboxClient(harness, options);
  mealflow.api.subscribe((event) => {
    if (event.type === 'unauthorized') actor.send({ type: 'UNAUTHORIZED' });
  });
  const actor = createActor(mealflow.machines.session).start();
  return { actor, ports, mealflow };
}

const returning = { cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } };

describe('session machine (through the sandbox)', () => {
  it('stays anonymous without a token', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => !s.matches('starting'));
    expect(sessionView(actor.getSnapshot())).toMatchObject({ status: 'anonymous', isAuthenticated: false });
    expect(harness.sandbox.store.log).toHaveLength(0);
  });

  it('loads the profile for a token cookie', async () => {
    const { actor } = start(returning);
    expect(sessionView(actor.getSnapshot()).status).toBe('starting');
    await waitFor(actor, (s) => s.matches('loadingProfile'));
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(sessionView(actor.getSnapshot()).profile?.first_name).toBe('Анна');
  });

  it('adopts a t/ct link as the token cookie (365 days) and removes it from the URL', async () => {
    const { actor, ports } = start({ path: '/dashboard?ct=sandbox-token-returning&utm_source=sms' });
    expect(ports.cookies.jar.get(COOKIES.clientToken)).toEqual({ value: 'sandbox-token-returning', options: { days: 365 } });
    expect(ports.navigation.current().search).toBe('?utm_source=sms');
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('LOGGED_IN stores the token, and sends saved anonymous body data once, then clears it', async () => {
    const { actor, ports, mealflow } = start({ storage: { [SESSION_STORAGE.anonymousBody]: JSON.stringify({ height: 170, weight: 65 }) } });
    const login = await mealflow.api.call((await import('../../api/endpoints/auth')).auth.login, { phone: '+79161234567', code: '4567' });
    actor.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    expect(ports.cookies.jar.get(COOKIES.clientToken)?.options).toEqual({ days: 365 });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    const sent = harness.sandbox.store.log.filter((l) => l.call === 'client-details/update-details');
    expect(sent.map((l) => l.body)).toEqual([{ height: 170, weight: 65 }]);
    expect(ports.storage.get(SESSION_STORAGE.anonymousBody)).toBeUndefined();
  });

  it("asks the route guards again on a login, not on the signed-in session's own steps (body, preferences)", async () => {
    const { actor, mealflow } = start({ storage: { [SESSION_STORAGE.anonymousBody]: JSON.stringify({ height: 170, weight: 65 }) } });
    await waitFor(actor, (s) => !s.matches('starting'));
    const keys = [sessionGuardKey(actor.getSnapshot())];
    actor.subscribe((s) => {
      if (keys.at(-1) !== sessionGuardKey(s)) keys.push(sessionGuardKey(s));
    });
    const login = await mealflow.api.call((await import('../../api/endpoints/auth')).auth.login, { phone: '+79161234567', code: '4567' });
    actor.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(keys).toEqual(['false:anonymous', 'true:authenticated']);
  });

  it("LOGGED_IN sends a visitor's local filters and stop-list to the client once, then clears them (§4 Login, §6)", async () => {
    const { actor, ports, mealflow } = start({
      storage: { mf_filters: JSON.stringify(['fish', 'nuts']), mf_stop_list: JSON.stringify([103]) },
    });
    const login = await mealflow.api.call((await import('../../api/endpoints/auth')).auth.login, { phone: '+79161230000', code: '0000' });
    actor.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    const calls = harness.sandbox.store.log.filter((l) =>
      ['orders/set-filter', 'client-details/update-last-filter', 'prefs/full'].includes(l.call),
    );
    expect(calls.map((l) => [l.call, l.body])).toEqual([
      ['orders/set-filter', { ids: ['fish', 'nuts'] }],
      ['client-details/update-last-filter', { ids: ['fish', 'nuts'] }],
      ['prefs/full', { packIds: [103], isFavorite: false }],
    ]);
    expect(harness.sandbox.store.clients.get('+79161230000')?.profile.lastFilterIds).toEqual(['fish', 'nuts']);
    expect(ports.storage.get('mf_filters')).toBeUndefined();
    expect(ports.storage.get('mf_stop_list')).toBeUndefined();
  });

  it("a failed send keeps the visitor's lists for the next login; the session goes on", async () => {
    harness.sandbox.faults.inject('orders/set-filter', { kind: 'status', status: 500, times: 1 });
    const { actor, ports, mealflow } = start({ storage: { mf_filters: JSON.stringify(['fish']) } });
    const login = await mealflow.api.call((await import('../../api/endpoints/auth')).auth.login, { phone: '+79161230000', code: '0000' });
    actor.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(ports.storage.get('mf_filters')).toBe('["fish"]');
  });

  it('LOGOUT calls logout, removes the token and keeps a reduced profile for 30 days', async () => {
    const { actor, ports, mealflow } = start({
      ...returning,
      storage: { [SESSION_STORAGE.anonymousBody]: '{"height":180}' },
      now: 1_000_000,
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    ports.storage.remove(SESSION_STORAGE.anonymousBody);
    ports.storage.set(SESSION_STORAGE.anonymousBody, '{"height":181}');
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(ports.cookies.get(COOKIES.clientToken)).toBeUndefined();
    expect(harness.sandbox.store.log.map((l) => l.call)).toContain('authentication/logout');
    expect(ports.storage.get(SESSION_STORAGE.anonymousBody)).toBeUndefined();
    expect(readLogoutProfile(mealflow.deps)).toEqual({ first_name: 'Анна', phone: '+79990000001' });
    ports.clock.advance(30 * 86_400_000 + 1);
    expect(readLogoutProfile(mealflow.deps)).toBeUndefined();
    expect(sessionView(actor.getSnapshot()).profile).toBeUndefined();
  });

  it('a 401 on the profile clears token and profile without a logout call', async () => {
    const { actor, ports } = start({ cookies: { [COOKIES.clientToken]: 'revoked-token' } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(ports.cookies.get(COOKIES.clientToken)).toBeUndefined();
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['client-profile']);
    // §8: the initial call failed with a refused token (the app sends a dashboard path to Login, others to the Index).
    expect(actor.getSnapshot().context.initialErrorKind).toBe('unauthorized');
  });

  it('a 401 on any later call logs out locally', async () => {
    const { actor, ports, mealflow } = start(returning);
    await waitFor(actor, (s) => s.matches('authenticated'));
    harness.sandbox.faults.inject('client-profile-set', { kind: 'status', status: 401, times: 1 });
    await mealflow.api.call((await import('../../api/endpoints/profile')).profile.set, { first_name: 'Анна' }).catch(() => undefined);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(ports.cookies.get(COOKIES.clientToken)).toBeUndefined();
  });

  it("a 401 for the token that died while tab B logged in again: tab A takes the browser's newer login, nobody is logged out", async () => {
    const { auth } = await import('../../api/endpoints/auth');
    const { api } = harness.setup();
    const first = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    api.setToken(first.client_token);
    // Tab B logs out and in again: the first token dies, tab B's new login lands while tab A's profile
    // call with the first token is on its way (tab A's cookie port sees it after that answer).
    await api.call(auth.logout, {});
    const second = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    const { actor: tabA, ports } = start({ cookies: { [COOKIES.clientToken]: first.client_token } });
    ports.cookies.refresh = () => ports.cookies.set(COOKIES.clientToken, second.client_token, { days: 365 });
    await waitFor(tabA, (s) => s.matches('authenticated'));
    expect(sessionView(tabA.getSnapshot())).toMatchObject({ isAuthenticated: true });
    expect(ports.cookies.get(COOKIES.clientToken)).toBe(second.client_token);
  });

  it('a stale call’s 401 after this tab logged in again does not log it out', async () => {
    // Tab A's token dies (logged out elsewhere); a slow call sent with it is still on its way when the
    // client logs in again in tab A. Its 401 then is the old token's, not the new session's end.
    const { auth } = await import('../../api/endpoints/auth');
    const { profile } = await import('../../api/endpoints/profile');
    const { api } = harness.setup();
    const old = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    const { actor, ports, mealflow } = start({ cookies: { [COOKIES.clientToken]: old.client_token } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    api.setToken(old.client_token);
    await api.call(auth.logout, {});
    const fresh = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    ports.cookies.refresh = () => ports.cookies.set(COOKIES.clientToken, fresh.client_token, { days: 365 });
    const { profile: p } = await mealflow.api.call(profile.get, {});
    expect(p.phone).toBe('+79161234567');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(ports.cookies.get(COOKIES.clientToken)).toBe(fresh.client_token);
  });

  it('a malformed profile is a readable error, and RETRY recovers', async () => {
    const { actor } = start(returning);
    harness.sandbox.faults.inject('client-profile', { kind: 'malformed', times: 1 });
    await waitFor(actor, (s) => s.matches('profileError'));
    expect(sessionView(actor.getSnapshot())).toMatchObject({
      status: 'error',
      error: 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже',
    });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(sessionView(actor.getSnapshot()).error).toBeUndefined();
  });
});

describe('session: a transient profile failure is not a logout (issue 10, defect 5)', () => {
  const transient = [
    ['500', { kind: 'status', status: 500 }],
    ['429', { kind: 'status', status: 429 }],
    ['a network failure', { kind: 'network' }],
    ['a malformed answer', { kind: 'malformed' }],
  ] as const;
  for (const [name, fault] of transient) {
    it(`${name} on client-profile: an error with RETRY, the token stays, no logout call`, async () => {
      const { actor, ports } = start(returning);
      harness.sandbox.faults.inject('client-profile', { ...fault, times: 1 });
      await waitFor(actor, (s) => s.matches('profileError'));
      expect(sessionView(actor.getSnapshot())).toMatchObject({ status: 'error', isAuthenticated: false });
      expect(actor.getSnapshot().context.hasToken).toBe(true);
      expect(ports.cookies.get(COOKIES.clientToken)).toBe('sandbox-token-returning');
      expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
      expect(harness.sandbox.store.log.map((l) => l.call)).not.toContain('authentication/logout');
      // §8: a transient initial failure is kept for the app's rule (a retry first, no redirect) until the profile arrives.
      expect(actor.getSnapshot().context.initialErrorKind).toMatch(/^(http|network|validation)$/);
      actor.send({ type: 'RETRY' });
      await waitFor(actor, (s) => s.matches('authenticated'));
      expect(actor.getSnapshot().context.initialErrorKind).toBeUndefined();
    });
  }
});

describe('session machine (model)', () => {
  it('every state is reachable with the declared events', () => {
    const events = [
      { type: 'LOGGED_IN', token: 't', profile: { id: 1 } },
      { type: 'LOGOUT' },
      { type: 'UNAUTHORIZED' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.done.actor.readToken', output: true },
      { type: 'xstate.done.actor.readToken', output: false },
      { type: 'xstate.done.actor.sendAnonymousBody' },
      { type: 'xstate.done.actor.sendVisitorPrefs' },
      { type: 'xstate.error.actor.fetchProfile', error: new Error('x') },
      { type: 'xstate.done.actor.fetchProfile', output: { id: 1 } },
    ] as unknown as SessionEvent[];
    const withBody = sessionLogic.provide({ guards: { hasAnonymousBody: () => true, hasVisitorPrefs: () => true } });
    const reached = new Set(
      [...getShortestPaths(withBody, { events }), ...getShortestPaths(sessionMachine, { events })].map((p) =>
        JSON.stringify(p.state.value),
      ),
    );
    for (const state of [
      '"anonymous"',
      '"loadingProfile"',
      '"profileError"',
      '{"authenticated":"sendingBody"}',
      '{"authenticated":"sendingPrefs"}',
      '{"authenticated":"idle"}',
      '"loggingOut"',
    ]) {
      expect(reached).toContain(state);
    }
  });
});
