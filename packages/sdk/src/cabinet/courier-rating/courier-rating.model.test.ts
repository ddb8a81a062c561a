import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { courierRatingMachine } from './courier-rating.machine';
import type { CourierRatingLoaded } from './courier-rating.types';

/** Model-based coverage (@xstate/graph): every state and event transition of ratings and the tip dialog. */
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const loaded: CourierRatingLoaded = {
  task: { task_id: 't', orderId_H: null, drivers: [{ id: 'd', name: 'Алексей', deliveryDate: '2026-11-22', rating: null }] },
  reasons: [{ id: 'late', title: 'Опоздал', stars: [1, 2, 3] }],
  tips: [{ id: 'tip-50', amount: '50 ₽', amountValue: 50 }],
  savedCard: { id: 'card-1', mask: '4242', type: null },
  prompt: true,
  cityId: 2,
};
const events = [
  { type: 'xstate.done.actor.load', output: loaded },
  { type: 'xstate.done.actor.load', output: { ...loaded, task: undefined } },
  { type: 'xstate.error.actor.load', error: failure('rating-tasks/get') },
  { type: 'RETRY' },
  { type: 'STARS', driverId: 'd', stars: 5 },
  { type: 'STARS', driverId: 'd', stars: 1 },
  { type: 'REASON.TOGGLE', driverId: 'd', reasonId: 'late' },
  { type: 'SUBMIT', driverId: 'd' },
  { type: 'xstate.done.actor.rate', output: { driverId: 'd' } },
  { type: 'xstate.error.actor.rate', error: failure('rating-tasks') },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.close' },
  { type: 'xstate.error.actor.close', error: failure('rating-tasks/close') },
  { type: 'xstate.after.tipModal.courierRating.ready.tip.waiting' },
  { type: 'xstate.after.tipModal.courierRating.ready.modal.waiting' },
  { type: 'TIP.OPEN', driverId: 'd' },
  { type: 'TIP.AMOUNT', amountId: 'tip-50' },
  { type: 'TIP.PAY' },
  { type: 'TIP.DISMISS' },
  { type: 'xstate.done.actor.payTip', output: { status: 'paid' } },
  { type: 'xstate.done.actor.payTip', output: { status: '3ds' } },
  { type: 'xstate.done.actor.payTip', output: { status: 'assist' } },
  { type: 'xstate.error.actor.payTip', error: failure('payments/for-tip') },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as {
    drafts: unknown;
    tipAmountId?: string;
    tipped: string[];
    task?: { drivers: Array<{ rating?: number | null }> };
    tipError?: string;
  };
  return JSON.stringify([s.value, c.drafts, c.tipAmountId, c.tipped, c.task?.drivers.map((d) => d.rating), Boolean(c.tipError)]);
};

describe('model: courier rating machine', () => {
  it("reaches every state node and every event transition on the rates page and as the root view's modal", () => {
    const page = coverage(courierRatingMachine, { events, serializeState, input: {} });
    const modal = coverage(courierRatingMachine, { events, serializeState, input: { presentation: 'modal' } });
    // The page never opens the modal region; the modal never shows the load error (it ends quietly).
    expect(page.missingStates).toEqual(['ready.modal.waiting', 'ready.modal.open']);
    expect(modal.missingStates).toEqual(['error', 'ready.modal.off']);
    expect(page.missingTransitions.filter((t) => modal.missingTransitions.includes(t))).toEqual([]);
  });
});
