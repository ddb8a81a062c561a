import { setup } from '../../shared/machine-setup';
import { homeIconBrowser } from '../../domain/home-icon';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { HomeIconStateValue } from '../../machine-states';
import type { HomeIconMachineInput, HomeIconContext, HomeIconEvent } from './home-icon.types';
export type * from './home-icon.types';

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
