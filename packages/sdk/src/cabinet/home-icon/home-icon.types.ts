import type { HomeIconBrowser } from '../../domain/home-icon';

// The home-icon machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/**
 * The home-screen icon hint (personal-cabinet §2.4, §2.6): `start` decides by the rule
 * (`homeIconHintVisible`) → `shown` (counted once per start: `countShow`) → HOW → `instructions`
 * (the browser's steps) → CLOSE → `off`; CLOSE on the banner → `off`.
 */
export interface HomeIconMachineInput {
  /** The page is a dashboard page. */
  readonly inDashboard: boolean;
  /** The browser's user agent (which steps to show). */
  readonly userAgent: string;
}

export interface HomeIconContext {
  inDashboard: boolean;
  browser: HomeIconBrowser;
}

export type HomeIconEvent = { type: 'HOW' } | { type: 'CLOSE' };
