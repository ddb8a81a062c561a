import type { SnapshotFrom } from 'xstate';
import type { Profile } from '../../api/schemas/profile';
import type { sessionMachine } from './session.machine';

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
export const sessionSettling = (snapshot: SessionSnapshot): boolean => snapshot.matches('starting') || snapshot.matches('loadingProfile');

export function sessionView(snapshot: SessionSnapshot): SessionView {
  const status: SessionView['status'] = snapshot.matches('authenticated')
    ? 'authenticated'
    : snapshot.matches('loadingProfile')
      ? 'loading'
      : snapshot.matches('profileError')
        ? 'error'
        : snapshot.matches('loggingOut')
          ? 'loggingOut'
          : snapshot.matches('starting')
            ? 'starting'
            : 'anonymous';
  return { status, isAuthenticated: status === 'authenticated', profile: snapshot.context.profile, error: snapshot.context.error };
}
