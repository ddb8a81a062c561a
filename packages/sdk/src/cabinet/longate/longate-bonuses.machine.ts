import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { longateCalls } from '../../api/endpoints/longate';
import { errorText } from '../../api/errors';
import type { LongateBonus } from '../../api/schemas/longate';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { loadable } from '../../shared/loadable';
import { LONGATE_BONUS_TEXTS } from './longate-bonuses.connect';
import type { LongateBonusesContext, LongateBonusesEvent, LongateBonusesInput } from './longate-bonuses.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { LongateBonusesStateValue } from '../../machine-states';

export type { LongateBonusesContext, LongateBonusesEvent, LongateBonusesInput } from './longate-bonuses.types';

/**
 * The bonuses that burn unless the client extends (`/longate-bonus`, LongateBonus, personal-cabinet
 * §2.1, §7 `finance/longate-bonuses` with the link's `burnId_H`): `loading` → `ready` | `error`
 * (RETRY). Each burn links into the extension flow of the order that keeps it.
 */
const reject = () => Promise.reject(new Error('longateBonuses: actor "load" is not provided (use provideLongateBonuses)'));

const longateBonusesSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as LongateBonusesInput,
    context: {} as LongateBonusesContext,
    events: {} as LongateBonusesEvent,
  },
  actors: { load: fromPromise<LongateBonus[], { burnId: string | undefined }>(reject) },
  actions: {
    assignBonuses: assign((_, params: { bonuses: LongateBonus[] }) => ({ bonuses: params.bonuses, error: undefined })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, LONGATE_BONUS_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const longateBonusesLoading = /*#__PURE__*/ loadable(longateBonusesSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ burnId: context.burnId }),
  onDone: { actions: { type: 'assignBonuses', params: ({ event }) => ({ bonuses: event.output }) } },
  onError: { actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
});

export const longateBonusesLogic = /*#__PURE__*/ longateBonusesSetup.createMachine({
  id: 'longateBonuses',
  context: ({ input }) => ({ burnId: input.burnId, bonuses: [], error: undefined }),
  initial: 'loading',
  states: {
    ...longateBonusesLoading,
    ready: {},
  },
});

export function provideLongateBonuses(deps: MealflowDeps): LongateBonusesMachine {
  return longateBonusesLogic.provide({
    actors: {
      load: fromCall(
        async ({ input, signal }) =>
          (await deps.api.call(longateCalls.bonuses, input.burnId ? { burnId_H: input.burnId } : {}, { signal })).bonuses,
      ),
    },
  });
}

/** The longateBonuses machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface LongateBonusesMachine extends PublicMachine<
  LongateBonusesContext,
  LongateBonusesEvent,
  LongateBonusesStateValue,
  { input: LongateBonusesInput }
> {}
export const longateBonusesMachine: LongateBonusesMachine = longateBonusesLogic;
