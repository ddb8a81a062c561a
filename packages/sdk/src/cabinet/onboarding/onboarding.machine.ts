import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { OnboardingStateValue } from '../../machine-states';
import type { OnboardingHint, OnboardingLoaded, OnboardingOutcome, OnboardingContext, OnboardingEvent } from './onboarding.types';
export type * from './onboarding.types';

/**
 * The cabinet's onboarding hints and tour (personal-cabinet §3 profile toursViewed, "Other:
 * onboarding hints"; §7 `client-tours`, `onboarding/hints`, skip, complete, `segmentations/set`).
 * `loading` (the tours and the hints, quietly) → `showing` the hints one by one (NEXT, BACK) |
 * `done`; the last NEXT → `completing` (`onboarding/hints/complete`), SKIP → `skipping` (`onboarding/hints/skip`),
 * then `segmenting` (`segmentations/set` with the outcome) → `done`. Every call's failure is logged
 * and the flow continues (§8 "Marketing/dimension call failure: logged, flow continues"): a hint is
 * never an error on screen.
 */

const reject = (name: string) => () => Promise.reject(new Error(`onboarding: actor "${name}" is not provided (use provideOnboarding)`));

export const onboardingLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as OnboardingContext, events: {} as OnboardingEvent },
  actors: {
    load: fromPromise<OnboardingLoaded>(reject('load')),
    finish: fromPromise<void, { outcome: OnboardingOutcome }>(reject('finish')),
    segment: fromPromise<void, { outcome: OnboardingOutcome }>(reject('segment')),
  },
  guards: {
    /** Hints are shown once: the tour not seen, and there are hints. */
    showsHints: (_, params: { loaded: OnboardingLoaded }) => !params.loaded.seen && params.loaded.hints.length > 0,
    hasNext: ({ context }) => context.index < context.hints.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
  actions: {
    setHints: assign((_, params: { hints: OnboardingHint[] }) => ({ hints: params.hints, index: 0 })),
    next: assign({ index: ({ context }) => context.index + 1 }),
    back: assign({ index: ({ context }) => context.index - 1 }),
    setOutcome: assign((_, params: { outcome: OnboardingOutcome }) => ({ outcome: params.outcome })),
    /** Provided: a failed call is logged; the flow goes on. */
    logFailure: (_, _params: { step: string; error: unknown }) => undefined,
  },
}).createMachine({
  id: 'onboarding',
  context: { hints: [], index: 0, outcome: undefined },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'showsHints', params: ({ event }) => ({ loaded: event.output }) },
            target: 'showing',
            actions: { type: 'setHints', params: ({ event }) => ({ hints: event.output.hints }) },
          },
          { target: 'done' },
        ],
        onError: { target: 'done', actions: { type: 'logFailure', params: ({ event }) => ({ step: 'load', error: event.error }) } },
      },
    },
    showing: {
      on: {
        NEXT: [
          { guard: 'hasNext', actions: 'next' },
          { target: 'finishing', actions: { type: 'setOutcome', params: { outcome: 'completed' } } },
        ],
        BACK: { guard: 'hasPrevious', actions: 'back' },
        SKIP: { target: 'finishing', actions: { type: 'setOutcome', params: { outcome: 'skipped' } } },
      },
    },
    /** `onboarding/hints/complete` or `onboarding/hints/skip`; the hint is already gone from the screen. */
    finishing: {
      invoke: {
        id: 'finish',
        src: 'finish',
        input: ({ context }) => ({ outcome: context.outcome ?? 'skipped' }),
        onDone: 'segmenting',
        onError: { target: 'segmenting', actions: { type: 'logFailure', params: ({ event }) => ({ step: 'finish', error: event.error }) } },
      },
    },
    /** `segmentations/set`: the client's onboarding outcome as a segment. */
    segmenting: {
      invoke: {
        id: 'segment',
        src: 'segment',
        input: ({ context }) => ({ outcome: context.outcome ?? 'skipped' }),
        onDone: 'done',
        onError: { target: 'done', actions: { type: 'logFailure', params: ({ event }) => ({ step: 'segment', error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});

/** The onboarding machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface OnboardingMachine extends PublicMachine<OnboardingContext, OnboardingEvent, OnboardingStateValue> {}
export const onboardingMachine: OnboardingMachine = onboardingLogic;
