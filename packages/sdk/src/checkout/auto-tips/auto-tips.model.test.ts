import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { autoTipsMachine } from './auto-tips.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of auto-tips. */
const apiError = () => new ApiError({ kind: 'http', call: 'x', message: 'x', userMessage: 'x', status: 400, messages: ['x'] });
const tips = [
  { id: 'a', amount: '50\u00a0₽', amountValue: 50 },
  { id: 'b', amount: '100\u00a0₽', amountValue: 100 },
];
const template = { id: 't', amount: '100\u00a0₽', card: { id: 'c', virtualType: null } };
const events = [
  { type: 'xstate.done.actor.load', output: { tips, templates: [] } },
  { type: 'xstate.done.actor.load', output: { tips, templates: [template] } },
  { type: 'xstate.error.actor.load', error: apiError() },
  { type: 'TOGGLE', on: true },
  { type: 'TOGGLE', on: false },
  { type: 'TIP.SELECT', tipId: 'a' },
  { type: 'TIP.SELECT', tipId: 'b' },
  { type: 'CARD.SELECT', cardId: 'c' },
  { type: 'OPEN' },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.saveTemplate', output: template },
  { type: 'xstate.error.actor.saveTemplate', error: apiError() },
  { type: 'xstate.done.actor.deleteTemplate' },
  { type: 'xstate.error.actor.deleteTemplate', error: apiError() },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { selectedTipId?: string; cardId?: string; template?: unknown; open: boolean; tips: unknown[] };
  return JSON.stringify([s.value, c.selectedTipId, c.cardId, Boolean(c.template), c.open, c.tips.length]);
};

describe('model: auto-tips', () => {
  it('reaches every state node and every event transition (with and without a card)', () => {
    const withCard = coverage(autoTipsMachine, { events, input: { cardId: 'c' }, serializeState });
    const noCard = coverage(autoTipsMachine, { events, input: {}, serializeState });
    // `ready.checking` is transient: it sends the template when a tip and a card are both chosen.
    expect(withCard.missingStates.filter((s) => noCard.missingStates.includes(s))).toEqual(['ready.checking']);
    expect(withCard.missingTransitions.filter((t) => noCard.missingTransitions.includes(t))).toEqual([]);
  });
});
