import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { emailPopupMachine } from './email-popup.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the e-mail popup. */
const failure = new ApiError({ kind: 'network', call: 'email-fill-popup', message: 'x', userMessage: 'Нет соединения' });
const popup = { title: 'Укажите e-mail', text: 'Текст', withPromocode: true };
const events = [
  { type: 'xstate.done.actor.load', output: { popup, timeToShow: 5 } },
  { type: 'xstate.done.actor.load', output: { popup: null, timeToShow: 5 } },
  { type: 'xstate.error.actor.load', error: failure },
  { type: 'xstate.after.timeToShow.emailPopup.waiting' },
  { type: 'EMAIL', value: 'anna@example.ru' },
  { type: 'EMAIL', value: 'anna@' },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.save', output: { promocode: 'MAIL5' } },
  { type: 'xstate.error.actor.save', error: failure },
];

describe('model: e-mail popup machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(emailPopupMachine, {
      events,
      input: { hasPhone: true },
      serializeState: (s) => JSON.stringify([s.value, (s.context as { email: string }).email]),
    });
    // `start` only decides between `checking` and `off` (an eventless transition): nothing rests there.
    expect(result.missingStates).toEqual(['start']);
    expect(result.missingTransitions).toEqual([]);
  });
});
