import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { cardBindingMachine } from './card-binding.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the card binding. */
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const source = { read: () => ({ cardNumber: '2200 0000 0000 0004', expiry: '12/30', cvv: '123', name: 'ANNA' }) };
const bound = { id: 'c3', mask: '2200 •••• •••• 0004', type: 'mir', kind: 'card' as const, active: true };
const events = [
  { type: 'BIND', card: source },
  { type: 'RETRY' },
  { type: 'CHECK' },
  { type: 'xstate.done.actor.createBinding', output: { payment: 'bind-1', publicId: 'pk' } },
  { type: 'xstate.error.actor.createBinding', error: failure('payments/for-token-binding') },
  { type: 'CARD.ENCRYPTED', cryptogram: 'c', bin: '220000', last4: '0004', cardholder: 'ANNA' },
  { type: 'CARD.FAILED' },
  { type: 'xstate.done.actor.charge', output: { kind: 'bound' } },
  { type: 'xstate.done.actor.charge', output: { kind: '3ds', actionUrl: 'https://acs.example/', method: 'POST', params: {} } },
  { type: 'xstate.error.actor.charge', error: failure('payments/charge-card') },
  { type: 'xstate.done.actor.checkBinding', output: { card: bound, processing: false } },
  { type: 'xstate.done.actor.checkBinding', output: { card: undefined, processing: true } },
  { type: 'xstate.done.actor.checkBinding', output: { card: undefined, processing: false } },
  { type: 'xstate.error.actor.checkBinding', error: failure('payments/get-client-card') },
  { type: 'xstate.after.checkRetry.cardBinding.verifying.retrying' },
  { type: 'xstate.after.processingPoll.cardBinding.processing' },
  { type: 'xstate.after.uncertainRetry.cardBinding.uncertain' },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { checkFailures: number; error?: string; payment?: string };
  return JSON.stringify([s.value, c.checkFailures, Boolean(c.error), Boolean(c.payment)]);
};

describe('model: card binding machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(cardBindingMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
