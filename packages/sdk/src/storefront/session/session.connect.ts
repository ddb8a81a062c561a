import type { SnapshotFrom } from 'xstate';
import type { Profile } from '../../api/schemas/profile';
import type { sessionMachine } from './session.machine';
import { shownState } from '../../shared/shown-state';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionView {
  status: 'starting' | 'anonymous' | 'loading' | 'authenticated' | 'error' | 'loggingOut';
  isAuthenticated: boolean;
  profile: Profile | undefined;
  error: string | undefined;
}

/**
 * The session is still settling (starting, or asking for the profile): a screen waits before it
 * decides between its signed-in and anonymous forms. One rule (issue 32), where seven screens each
 * compared the state names.
 */
export const sessionSettling = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loading');

/** The client is signed in (the profile is there). */
export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('authenticated');

/** Signed in with a phone: the checkout, the subscribe flow and the new client's pages log a client without one in first. */
export const signedInWithPhone = (snapshot: SessionSnapshot): boolean => isSignedIn(snapshot) && Boolean(snapshot.context.profile?.phone);

/** A screen's session gate: 'loading' while the session settles, 'in' once signed in, else 'out' (the login steps). */
export type SessionGate = 'loading' | 'in' | 'out';
export const sessionGate = (snapshot: SessionSnapshot): SessionGate =>
  sessionSettling(snapshot) ? 'loading' : isSignedIn(snapshot) ? 'in' : 'out';
/** The gate of a screen that needs the client's phone (`signedInWithPhone`). */
export const phoneSessionGate = (snapshot: SessionSnapshot): SessionGate =>
  sessionSettling(snapshot) ? 'loading' : signedInWithPhone(snapshot) ? 'in' : 'out';

/** The visitor's activity status for the marketing rules: the profile's ('old' when it has none), 'unauthorized' when not signed in. */
export const visitorActivityStatus = (snapshot: SessionSnapshot): string =>
  isSignedIn(snapshot) ? (snapshot.context.profile?.activity_status ?? 'old') : 'unauthorized';

/** What each state shows (\`shownState\`). */
const STATUS = [
  ['authenticated', 'authenticated'],
  ['loadingProfile', 'loading'],
  ['profileError', 'error'],
  ['loggingOut', 'loggingOut'],
  ['starting', 'starting'],
] as const;

export function sessionView(snapshot: SessionSnapshot): SessionView {
  const status: SessionView['status'] = shownState(snapshot, STATUS, 'anonymous');
  return { status, isAuthenticated: status === 'authenticated', profile: snapshot.context.profile, error: snapshot.context.error };
}

/**
 * What the app's route guards depend on: the token and the session's state (login, logout, a 401).
 * A new value asks the guards again; the signed-in session's own steps (body, preferences) do not.
 */
export const sessionGuardKey = (snapshot: SessionSnapshot): string => `${snapshot.context.hasToken}:${sessionView(snapshot).status}`;
