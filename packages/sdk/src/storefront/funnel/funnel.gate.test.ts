import { describe, expect, it, vi } from 'vitest';
import { funnelTestKit } from '../../testing/funnel';
import { funnelView } from './funnel.connect';

const { start } = funnelTestKit();

// issue 30: the 10 s gate's message counts down, tested at its boundaries (one second before, at, after).
describe('the order-ready gate at its boundaries', () => {
  const ROWS = [
    { at: 0, error: 'Оформление заказа станет доступно через 10\u00a0секунд', ready: false },
    { at: 1_000, error: 'Оформление заказа станет доступно через 9\u00a0секунд', ready: false },
    { at: 8_000, error: 'Оформление заказа станет доступно через 2\u00a0секунды', ready: false },
    { at: 9_000, error: 'Оформление заказа станет доступно через 1\u00a0секунду', ready: false },
    { at: 9_999, error: 'Оформление заказа станет доступно через 1\u00a0секунду', ready: false },
    { at: 10_000, error: undefined, ready: true },
    { at: 11_000, error: undefined, ready: true },
  ];
  it.each(ROWS)('a refused press, then $at ms after load: "$error"', async ({ at, error, ready }) => {
    const { actor } = await start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    vi.advanceTimersByTime(at);
    expect(funnelView(actor.getSnapshot())).toMatchObject({ error, orderReady: ready });
  });
});
