import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { onboardingMachine } from './onboarding.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the onboarding hints. */
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const hints = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
];
const events = [
  { type: 'xstate.done.actor.load', output: { seen: false, hints } },
  { type: 'xstate.done.actor.load', output: { seen: true, hints } },
  { type: 'xstate.error.actor.load', error: failure },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SKIP' },
  { type: 'xstate.done.actor.finish' },
  { type: 'xstate.error.actor.finish', error: failure },
  { type: 'xstate.done.actor.segment' },
  { type: 'xstate.error.actor.segment', error: failure },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { index: number; outcome?: string };
  return JSON.stringify([s.value, c.index, c.outcome]);
};

describe('model: onboarding hints', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(onboardingMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
