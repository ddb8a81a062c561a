import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { fromCall } from '../../shared/from-call';
import { auth } from '../../api/endpoints/auth';
import { profile as profileEndpoints } from '../../api/endpoints/profile';
import { preferences } from '../../api/endpoints/preferences';
import { isApiError } from '../../api/errors';
import { COOKIES } from '../../api/protocol';
import type { ClientDetails, Profile } from '../../api/schemas/profile';
import type { MealflowDeps } from '../../deps';
import { COOKIE_DAYS } from '../../domain/constants';
import { ERROR_MESSAGES } from '../../domain/messages';
import { LOCAL_KEYS, readList } from '../../cabinet/preferences/preferences.rules';
import { tokenFromQuery, withoutTokenParams } from '../../routing/guards';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SessionStateValue } from '../../machine-states';
import type { SessionContext, SessionEvent } from './session.types';
export type * from './session.types';

/** Storage keys of the session (personal-cabinet §3, §4). */
export const SESSION_STORAGE = {
  /** Body data an anonymous visitor entered (height, weight, …), sent to the profile after login. */
  anonymousBody: 'anonymous_body_data',
  /** The reduced profile kept 30 days after logout: `{ first_name, phone, expiresAt }`. */
  logoutProfile: 'logout_profile',
} as const;

const notProvided = (name: string) => () => Promise.reject(new Error(`session: actor "${name}" is not provided (use provideSession)`));
const noop = () => undefined;

/**
 * The app-wide session (personal-cabinet §2.3, §4; order-funnel §4, §8): who is logged in,
 * their profile, login, logout and the 401 rule. See README.md beside this file.
 */
export const sessionLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** Stores a `t`/`ct` token link as the cookie, removes it from the URL; resolves whether a token is present. */
    readToken: fromPromise<boolean>(notProvided('readToken')),
    fetchProfile: fromPromise<Profile>(notProvided('fetchProfile')),
    logout: fromPromise<void>(notProvided('logout')),
    sendAnonymousBody: fromPromise<void>(notProvided('sendAnonymousBody')),
    sendVisitorPrefs: fromPromise<void>(notProvided('sendVisitorPrefs')),
  },
  guards: {
    tokenFound: (_, params: { found: boolean }) => params.found,
    /** Anonymous body data is waiting in storage (provided). */
    hasAnonymousBody: () => false,
    /** A visitor's filters or stop-list are waiting in storage (provided). */
    hasVisitorPrefs: () => false,
    isUnauthorized: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'unauthorized',
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    removeToken: noop,
    saveReducedProfile: noop,
    clearAnonymousBody: noop,
    clearVisitorPrefs: noop,
    markToken: assign({ hasToken: true }),
    clearSession: assign({ hasToken: false, profile: undefined, error: undefined }),
    assignProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      error: undefined,
      initialErrorKind: undefined,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: isApiError(params.error) ? params.error.userMessage : ERROR_MESSAGES.unknown,
    })),
    /** §8: the initial call failed (kept for the app's redirect rule; a profile clears it). */
    assignInitialError: assign((_, params: { error: unknown }) => ({
      initialErrorKind: isApiError(params.error) ? params.error.kind : 'unknown',
    })),
    /** The API client's 401 arrived while the initial profile was loading. */
    markInitialUnauthorized: assign({ initialErrorKind: 'unauthorized' }),
  },
}).createMachine({
  id: 'session',
  context: { hasToken: false, profile: undefined, error: undefined, initialErrorKind: undefined },
  initial: 'starting',
  on: {
    LOGGED_IN: {
      target: '.authenticated',
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        'markToken',
        { type: 'assignProfile', params: ({ event }) => ({ profile: event.profile }) },
      ],
    },
    // A 401 logs this session out; the cookie is the API client's to remove (compare-and-remove, `api/client.ts`):
    // it may hold another tab's newer login by now, which stays.
    UNAUTHORIZED: { target: '.anonymous', actions: 'clearSession' },
  },
  states: {
    starting: {
      tags: ['loading'],
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          {
            guard: { type: 'tokenFound', params: ({ event }) => ({ found: event.output }) },
            target: 'loadingProfile',
            actions: 'markToken',
          },
          { target: 'anonymous' },
        ],
        onError: 'anonymous',
      },
    },
    anonymous: {},
    loadingProfile: {
      tags: ['loading'],
      // The client's 401 event can overtake the load's own failure: the initial call failed all the same.
      on: { UNAUTHORIZED: { target: 'anonymous', actions: ['clearSession', 'markInitialUnauthorized'] } },
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: { target: 'authenticated', actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) } },
        onError: [
          // A 401 on the profile clears the profile (the client removed the token it refused).
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: ['clearSession', { type: 'assignInitialError', params: ({ event }) => ({ error: event.error }) }],
          },
          // Anything else is not a logout: the token stays, RETRY reloads.
          {
            target: 'profileError',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              { type: 'assignInitialError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    profileError: {
      on: {
        RETRY: 'loadingProfile',
        LOGOUT: 'loggingOut',
      },
    },
    authenticated: {
      initial: 'checkingBody',
      on: {
        LOGOUT: 'loggingOut',
        'PROFILE.UPDATED': { actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.profile }) } },
        RETRY: '.idle',
      },
      states: {
        checkingBody: {
          always: [{ guard: 'hasAnonymousBody', target: 'sendingBody' }, { target: 'checkingPrefs' }],
        },
        sendingBody: {
          invoke: {
            id: 'sendAnonymousBody',
            src: 'sendAnonymousBody',
            // Sent once; on failure it stays in storage and goes with the next login.
            onDone: { target: 'checkingPrefs', actions: 'clearAnonymousBody' },
            onError: 'checkingPrefs',
          },
        },
        /** A visitor's local filters and stop-list (§6) become the client's, once (§4 Login). */
        checkingPrefs: {
          always: [{ guard: 'hasVisitorPrefs', target: 'sendingPrefs' }, { target: 'idle' }],
        },
        sendingPrefs: {
          invoke: {
            id: 'sendVisitorPrefs',
            src: 'sendVisitorPrefs',
            onDone: { target: 'idle', actions: 'clearVisitorPrefs' },
            onError: 'idle',
          },
        },
        idle: {},
      },
    },
    loggingOut: {
      entry: ['saveReducedProfile', 'clearAnonymousBody'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['removeToken', 'clearSession'] },
        // Logging out locally does not depend on the server.
        onError: { target: 'anonymous', actions: ['removeToken', 'clearSession'] },
      },
    },
  },
});

/** The session machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SessionMachine extends PublicMachine<SessionContext, SessionEvent, SessionStateValue> {}
export const sessionMachine: SessionMachine = sessionLogic;

function readAnonymousBody(deps: MealflowDeps): ClientDetails | undefined {
  const raw = deps.ports.storage.get(SESSION_STORAGE.anonymousBody);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ClientDetails) : undefined;
  } catch {
    return undefined;
  }
}

/** Binds the session machine to the API client, cookies, storage, clock and navigation. */
export function provideSession(deps: MealflowDeps): SessionMachine {
  const { ports, api } = deps;
  return sessionLogic.provide({
    actors: {
      readToken: fromCall(async () => {
        const here = ports.navigation.current();
        const token = tokenFromQuery(here.search);
        if (token) {
          ports.cookies.set(COOKIES.clientToken, token, { days: COOKIE_DAYS.clientToken });
          ports.navigation.replace(`${here.pathname}${withoutTokenParams(here.search)}${here.hash}`);
        }
        return Boolean(ports.cookies.get(COOKIES.clientToken));
      }),
      fetchProfile: fromCall(async ({ signal }) => (await api.call(profileEndpoints.get, {}, { signal })).profile),
      logout: fromCall(async () => {
        await api.call(auth.logout, {});
      }),
      sendAnonymousBody: fromCall(async () => {
        const body = readAnonymousBody(deps);
        if (body) await api.call(profileEndpoints.updateDetails, body);
      }),
      sendVisitorPrefs: fromCall(async () => {
        const { filters, stopList } = readVisitorPrefs(deps);
        if (filters.length) {
          await api.call(preferences.setFilter, { ids: filters });
          await api.call(preferences.updateLastFilter, { ids: filters });
        }
        if (stopList.length) {
          // `prefs/full` is the whole stop-list: the account's and the device's together.
          const account = (await api.call(preferences.list, {})).prefs.filter((pref) => !pref.isFavorite).map((pref) => pref.packId);
          await api.call(preferences.full, { packIds: [...new Set([...account, ...stopList])], isFavorite: false });
        }
      }),
    },
    guards: {
      hasAnonymousBody: () => readAnonymousBody(deps) !== undefined,
      hasVisitorPrefs: () => {
        const { filters, stopList } = readVisitorPrefs(deps);
        return filters.length > 0 || stopList.length > 0;
      },
    },
    actions: {
      storeToken: (_, params: { token: string }) => ports.cookies.set(COOKIES.clientToken, params.token, { days: COOKIE_DAYS.clientToken }),
      removeToken: () => api.clearToken(),
      saveReducedProfile: ({ context }) => {
        if (!context.profile) return;
        const reduced = {
          first_name: context.profile.first_name ?? null,
          phone: context.profile.phone ?? null,
          expiresAt: ports.clock.now() + COOKIE_DAYS.logoutProfile * 86_400_000,
        };
        ports.storage.set(SESSION_STORAGE.logoutProfile, JSON.stringify(reduced));
      },
      clearAnonymousBody: () => ports.storage.remove(SESSION_STORAGE.anonymousBody),
      clearVisitorPrefs: () => {
        ports.storage.remove(LOCAL_KEYS.filters);
        ports.storage.remove(LOCAL_KEYS.stopList);
      },
    },
  });
}

/** A visitor's filters and stop-list kept in storage by the preferences machine (§6). */
function readVisitorPrefs(deps: Pick<MealflowDeps, 'ports'>): { filters: string[]; stopList: number[] } {
  return {
    filters: readList(deps.ports.storage.get(LOCAL_KEYS.filters), (value): value is string => typeof value === 'string'),
    stopList: readList(deps.ports.storage.get(LOCAL_KEYS.stopList), (value): value is number => typeof value === 'number'),
  };
}

/** The reduced profile kept after logout, if it has not expired. */
export function readLogoutProfile(deps: Pick<MealflowDeps, 'ports'>): { first_name: string | null; phone: string | null } | undefined {
  const raw = deps.ports.storage.get(SESSION_STORAGE.logoutProfile);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { first_name: string | null; phone: string | null; expiresAt: number };
    if (parsed.expiresAt < deps.ports.clock.now()) return undefined;
    return { first_name: parsed.first_name, phone: parsed.phone };
  } catch {
    return undefined;
  }
}
