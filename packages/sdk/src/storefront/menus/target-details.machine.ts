import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';

import { TARGET_TEXTS } from '../../domain/menus-texts';

import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { TargetDetailsStateValue } from '../../machine-states';
import type { TargetDetailsInput, TargetDetailsData, TargetDetailsContext, TargetDetailsEvent } from './target-details.types';
export type * from './target-details.types';

/**
 * The details of a goal (TargetDetails, `/targets/{target}`; personal-cabinet §3 goals, §7
 * `menu/goals`, `menu/full`): `loading` → `shown` (the goal's lines; the order block orders with
 * the checkout at SingleStepOrderInTargets) | `notFound` (no such goal in the city), or `error`
 * with RETRY.
 */

const targetDetailsSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as TargetDetailsContext,
    events: {} as TargetDetailsEvent,
    input: {} as TargetDetailsInput,
    children: {} as { loadTarget: 'loadTarget' },
  },
  actors: {
    /** `menu/goals` and `menu/full` of the standard product in the city, side by side. */
    loadTarget: fromPromise<TargetDetailsData, TargetDetailsInput>(() =>
      Promise.reject(new Error('targetDetails: actor "loadTarget" is not provided (use provideTargetDetails)')),
    ),
  },
  guards: {
    /** No goal with the route's code, or none of its lines is sold in the city. */
    goalMissing: ({ context }) => !context.data?.goal || context.data.lines.length === 0,
  },
  actions: {
    setData: assign((_, params: { data: TargetDetailsData }) => ({ data: params.data, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, TARGET_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const targetDetailsLoading = /*#__PURE__*/ loadable(targetDetailsSetup, {
  id: 'loadTarget',
  src: 'loadTarget',
  input: ({ context }) => context.input,
  onDone: { target: 'deciding', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const targetDetailsLogic = /*#__PURE__*/ targetDetailsSetup.createMachine({
  id: 'targetDetails',
  context: ({ input }) => ({ input, data: undefined, error: undefined }),
  initial: 'loading',
  states: {
    ...targetDetailsLoading,
    deciding: { always: [{ guard: 'goalMissing', target: 'notFound' }, { target: 'shown' }] },
    notFound: {},
    shown: {},
  },
});

/** The targetDetails machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface TargetDetailsMachine extends PublicMachine<
  TargetDetailsContext,
  TargetDetailsEvent,
  TargetDetailsStateValue,
  { input: TargetDetailsInput }
> {}
export const targetDetailsMachine: TargetDetailsMachine = targetDetailsLogic;
