import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Profile } from '../../api/schemas/profile';
import { coverage } from '../../testing/model';
import { inviteMachine } from './invite.machine';

/** Model-based coverage (@xstate/graph): every state and transition of the invite screen. */
const profile = (over: Partial<Profile> = {}): Profile => ({ id: 1, addresses: [], externalCards: [], paymentTypesSort: [], ...over });
const events = [
  { type: 'xstate.done.actor.loadInvite', output: { profile: profile({ name_slug: 'anna-7' }), host: 'mealflow.ru' } },
  { type: 'xstate.done.actor.loadInvite', output: { profile: profile(), host: 'mealflow.ru' } },
  {
    type: 'xstate.error.actor.loadInvite',
    error: new ApiError({ kind: 'network', call: 'client-profile', message: 'x', userMessage: 'Нет соединения' }),
  },
  { type: 'RETRY' },
  { type: 'COPY' },
  { type: 'xstate.done.actor.copyLink' },
  { type: 'xstate.error.actor.copyLink', error: new Error('refused') },
];

describe('model: invite machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(inviteMachine, {
      events,
      serializeState: (s) => JSON.stringify([s.value, (s.context as { link?: string }).link]),
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
