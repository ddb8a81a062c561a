import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { modelOrder as order } from '../../testing/model-fixtures';
import { newClientProfileMachine } from './new-client-profile.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the new-client profile step. */
const failure = new ApiError({ kind: 'network', call: 'client-profile-set', message: 'x', userMessage: 'Нет соединения' });
const visitor = { id: 1, phone: '+79165554433', first_name: null, last_name: null, email: null };
const named = { ...visitor, first_name: 'Анна', last_name: 'Смирнова' };
const events = [
  { type: 'xstate.done.actor.load', output: { order: order(), profile: visitor } },
  { type: 'xstate.done.actor.load', output: { order: order(), profile: named } },
  { type: 'xstate.done.actor.load', output: { order: order({ is_canceled: true }), profile: visitor } },
  { type: 'xstate.error.actor.load', error: failure },
  { type: 'RETRY' },
  { type: 'FIELD.CHANGE', field: 'firstName', value: 'Анна' },
  { type: 'FIELD.CHANGE', field: 'lastName', value: 'Смирнова' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'anna@' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.save', output: named },
  { type: 'xstate.error.actor.save', error: failure },
];

describe('model: new-client profile machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(newClientProfileMachine, {
      events,
      input: { hid: 'h' },
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          (s.context as { fields: unknown }).fields,
          (s.context as { profile?: { first_name: unknown } }).profile?.first_name ?? null,
        ]),
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
