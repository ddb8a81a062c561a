import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { referralLogic } from './referral.machine';

/** Model-based coverage (@xstate/graph): every state and transition of the referral bonus. */
const client = { id_H: 'client-1', phone: '+79990000031', ownSlug: 'client-1' };
const machine = referralLogic.provide({ guards: { shouldCharge: (_, params) => params.client !== undefined } });
const events = [
  { type: 'SESSION.CHANGED', client },
  { type: 'SESSION.CHANGED', client: undefined },
  { type: 'xstate.done.actor.chargeBonus', output: 'anna-7' },
  {
    type: 'xstate.error.actor.chargeBonus',
    error: new ApiError({ kind: 'http', status: 404, call: 'referral/charge-bonus', message: 'x', userMessage: 'Приглашение не найдено' }),
  },
  {
    type: 'xstate.error.actor.chargeBonus',
    error: new ApiError({ kind: 'network', call: 'referral/charge-bonus', message: 'x', userMessage: 'Нет соединения' }),
  },
];

describe('model: referral machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(machine, {
      events,
      input: {},
      serializeState: (s) => JSON.stringify([s.value, (s.context as { client?: unknown }).client, (s.context as { slug?: string }).slug]),
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
