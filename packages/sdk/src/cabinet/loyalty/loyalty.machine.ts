import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { LOYALTY_TEXTS } from '../../domain/bonus-texts';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import type { LoyaltyContext, LoyaltyEvent, LoyaltyLoaded } from './loyalty.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { LoyaltyStateValue } from '../../machine-states';

/**
 * The loyalty program (personal-cabinet §2.1 loyalty-program, §3 isLoyaltyEnabled, §7
 * `clients/loyalty/progress`, `loyalty/statuses`): `loading` reads the profile and, when the program
 * is enabled for it, the progress and the statuses → `ready` | `disabled` | `error` (RETRY).
 */

export type { LoyaltyContext, LoyaltyEvent } from './loyalty.types';

const reject = (name: string) => () => Promise.reject(new Error(`loyalty: actor "${name}" is not provided (use provideLoyalty)`));

const loyaltySetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as LoyaltyContext, events: {} as LoyaltyEvent },
  actors: {
    loadLoyalty: fromPromise<LoyaltyLoaded>(reject('loadLoyalty')),
  },
  guards: {
    enabled: (_, params: { loaded: LoyaltyLoaded }) => params.loaded.enabled,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: LoyaltyLoaded }) =>
      params.loaded.enabled
        ? { progress: params.loaded.progress, statuses: params.loaded.statuses, cityId: params.loaded.cityId, error: undefined }
        : { error: undefined },
    ),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, LOYALTY_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const loyaltyLoading = /*#__PURE__*/ loadable(loyaltySetup, {
  id: 'loadLoyalty',
  src: 'loadLoyalty',
  onDone: [
    {
      guard: { type: 'enabled', params: ({ event }) => ({ loaded: event.output }) },
      target: 'ready',
      actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
    },
    { target: 'disabled' },
  ],
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const loyaltyLogic = /*#__PURE__*/ loyaltySetup.createMachine({
  id: 'loyalty',
  context: { progress: null, statuses: [], cityId: DEFAULT_CITY_ID, error: undefined },
  initial: 'loading',
  states: {
    ...loyaltyLoading,
    ready: { on: { RETRY: 'loading' } },
    disabled: {},
  },
});

/** The loyalty machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface LoyaltyMachine extends PublicMachine<LoyaltyContext, LoyaltyEvent, LoyaltyStateValue> {}
export const loyaltyMachine: LoyaltyMachine = loyaltyLogic;
