import { setup } from 'xstate';
import { homeIconBrowser, type HomeIconBrowser } from '../../domain/home-icon';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { HomeIconStateValue } from '../../machine-states';

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

export const homeIconLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as HomeIconContext, events: {} as HomeIconEvent, input: {} as HomeIconMachineInput },
  guards: {
    /** Provided: the rule over the device (brand, phone) and the stored count. */
    visible: () => false,
  },
  actions: {
    /** Provided: one more show on this device. */
    countShow: () => undefined,
  },
}).createMachine({
  id: 'homeIcon',
  context: ({ input }) => ({ inDashboard: input.inDashboard, browser: homeIconBrowser(input.userAgent) }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'visible', target: 'shown' }, { target: 'off' }] },
    shown: {
      entry: 'countShow',
      on: { HOW: 'instructions', CLOSE: 'off' },
    },
    instructions: { on: { CLOSE: 'off' } },
    off: { type: 'final' },
  },
});

/** The homeIcon machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface HomeIconMachine extends PublicMachine<
  HomeIconContext,
  HomeIconEvent,
  HomeIconStateValue,
  { input: HomeIconMachineInput }
> {}
export const homeIconMachine: HomeIconMachine = homeIconLogic;
