import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { loyaltyMachine } from './loyalty.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the loyalty machine. */
const failure = new ApiError({ kind: 'network', call: 'loyalty/statuses', message: 'x', userMessage: 'Нет соединения' });
const events = [
  {
    type: 'xstate.done.actor.loadLoyalty',
    output: { enabled: true, progress: { statusId: 'silver', amount: 42300, nextStatusId: 'gold' }, statuses: [], cityId: 2 },
  },
  { type: 'xstate.done.actor.loadLoyalty', output: { enabled: false } },
  { type: 'xstate.error.actor.loadLoyalty', error: failure },
  { type: 'RETRY' },
];

describe('model: loyalty machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(loyaltyMachine, {
      events,
      serializeState: (s) => JSON.stringify([s.value, (s.context as { error?: string }).error]),
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
