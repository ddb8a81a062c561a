import type { SnapshotFrom } from 'xstate';
import { HOME_ICON_STEPS, HOME_ICON_TEXTS } from '../../domain/home-icon';
import type { HomeIconEvent, homeIconMachine } from './home-icon.machine';

export type HomeIconSnapshot = SnapshotFrom<typeof homeIconMachine>;

export interface HomeIconView {
  /** The banner is shown. */
  banner: boolean;
  /** The instructions dialog is open. */
  instructions: boolean;
  texts: typeof HOME_ICON_TEXTS;
  /** The browser's steps (empty where the hint is never shown). */
  steps: readonly string[];
}

export interface HomeIconHandlers {
  how: () => void;
  close: () => void;
}

export function connectHomeIcon(snapshot: HomeIconSnapshot, send: (event: HomeIconEvent) => void): HomeIconView & HomeIconHandlers {
  const { browser } = snapshot.context;
  return {
    banner: snapshot.matches('shown'),
    instructions: snapshot.matches('instructions'),
    texts: HOME_ICON_TEXTS,
    steps: browser === 'other' ? [] : HOME_ICON_STEPS[browser],
    how: () => send({ type: 'HOW' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
