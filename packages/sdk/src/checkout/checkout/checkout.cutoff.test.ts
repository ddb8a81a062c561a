import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { payments } from '../../api/endpoints/payments';
import { newIntentKey } from '../../api/effects';
import { COOKIES } from '../../api/protocol';
import { shiftTime } from '../../testing/wall-clock';
import { DELIVERY_CUTOFFS } from '../../domain/constants';
import { addDays } from '../../domain/dates';
import { firstSeededDelivery } from '@mealflow/sandbox';
import { checkoutView, connectCheckout } from './checkout.connect';
import { firstDelivery } from './checkout.rules';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Issue 30: no payment for a first delivery whose cut-off has passed (order-funnel §9: 15:00:00 for
 * a morning delivery, 19:59:59 for an evening one, the day before, Moscow time). The rows are
 * generated from DELIVERY_CUTOFFS at one second before, at and after each; the moment is the
 * sandbox's test time (the `test_time` cookie, sent as X-Test-Time), and the checkout's cut-off
 * clock runs on fake timers. The seeded `demo-standard` delivers on the first day whose evening was
 * open when the sandbox seeded it (18:00–23:00): the test time is the day before it, called `today`
 * (read per test: the sandbox re-seeds for each one).
 */
const harness = useSandbox();
const tomorrow = () => firstSeededDelivery(cabinetDay(harness).seededAt);
const today = () => addDays(tomorrow(), -1);
const afterTomorrow = () => addDays(tomorrow(), 1);

const WINDOW_OF: Record<string, { interval: 'morning' | 'evening'; from: string; to: string }> = {
  [DELIVERY_CUTOFFS[0]]: { interval: 'morning', from: '07:00', to: '12:00' },
  [DELIVERY_CUTOFFS[1]]: { interval: 'evening', from: '18:00', to: '23:00' },
};
/** Each cut-off with the window it closes, one second before, at, and one second after. */
const ROWS = DELIVERY_CUTOFFS.flatMap((cutoff) =>
  [-1, 0, 1].map((offset) => ({ cutoff, offset, time: shiftTime(cutoff, offset), window: WINDOW_OF[cutoff], closed: offset > 0 })),
);

function start(time: string, hid = 'demo-standard') {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T${time}+03:00` },
  });
  const actor = createActor(mealflow.machines.checkout, { input: { hid } }).start();
  return { actor, ports };
}
type Actor = ReturnType<typeof start>['actor'];
/** Idle with nothing left to check or move, and the address chosen (so only the date can block paying). */
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.matches({ normal: 'idle' }) && !s.context.datesToCheck && !s.context.datesStale && s.context.addressState !== 1);
const first = (actor: Actor) => {
  const d = firstDelivery(actor.getSnapshot().context.order);
  return { date: d?.date, from: d?.deliveryDate?.timeFrom };
};
const paymentsCreated = () => harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order').length;

async function readyToPay(actor: Actor) {
  await settled(actor);
  actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
  await settled(actor);
}

describe('the checkout opened around a cut-off (the first delivery: tomorrow evening)', () => {
  it.each(ROWS.filter((r) => r.window?.interval === 'evening'))(
    '$time (cut-off $cutoff, $offset s): moved = $closed',
    async ({ time, closed }) => {
      const { actor } = start(time);
      await readyToPay(actor);
      const view = checkoutView(actor.getSnapshot());
      const moved = harness.sandbox.store.log.some((l) => l.call === 'deliveries/update-date');
      expect(moved).toBe(closed);
      if (closed) {
        expect(first(actor)).toEqual({ date: afterTomorrow(), from: '18:00' });
        expect(view.dateNotice).toMatch(
          /^Приём заказов на .+ закрылся\. Первая доставка перенесена на .+, Вечер 18:00–23:00\. Можно выбрать другой день\.$/,
        );
      } else {
        expect(first(actor)).toEqual({ date: tomorrow(), from: '18:00' });
        expect(view.dateNotice).toBeUndefined();
      }
      // Either way the pay button is free of the date: the delivery it pays for is still open.
      expect(view.payBlockedBy).not.toContain('date closed');
      expect(view.canPay).toBe(true);
      actor.stop();
    },
  );

  it('the table covers each cut-off one second before, at and after', () => {
    expect(ROWS.map((r) => r.time)).toEqual(['14:59:59', '15:00:00', '15:00:01', '19:59:58', '19:59:59', '20:00:00']);
  });
});

describe('a checkout left open past a cut-off (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  it.each(ROWS.filter((r) => r.offset === -1))(
    '$window.interval delivery tomorrow: at $cutoff still open, one second later moved, never paid for the closed day',
    async ({ cutoff, window }) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { actor } = start(shiftTime(cutoff, -1));
      await readyToPay(actor);
      if (window?.interval === 'morning') {
        // Tomorrow's morning, chosen while it is open.
        actor.send({ type: 'DATE.SELECT', date: tomorrow(), from: window.from, to: window.to, interval: 'morning' });
        await settled(actor);
      }
      expect(first(actor)).toEqual({ date: tomorrow(), from: window?.from });
      const before = harness.sandbox.store.log.filter((l) => l.call === 'deliveries/possible-dates').length;
      // At the cut-off second itself nothing changes.
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().context.datesStale).toBe(false);
      expect(checkoutView(actor.getSnapshot()).payBlockedBy).not.toContain('date closed');
      // One second past it: the dates are read again and the delivery moves to the first open window.
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().context.nowMs).toBe(Date.parse(`${today()}T${shiftTime(cutoff, 1)}+03:00`));
      // Until it has moved, the pay button refuses: no payment for the closed day.
      expect(checkoutView(actor.getSnapshot()).canPay).toBe(false);
      await settled(actor);
      expect(harness.sandbox.store.log.filter((l) => l.call === 'deliveries/possible-dates').length).toBe(before + 1);
      // A morning moves to tomorrow's evening (still open); an evening to the day after tomorrow.
      expect(first(actor)).toEqual(
        window?.interval === 'morning' ? { date: tomorrow(), from: '18:00' } : { date: afterTomorrow(), from: '18:00' },
      );
      expect(checkoutView(actor.getSnapshot()).dateNotice).toMatch(/^Приём заказов на .+ закрылся\. Первая доставка перенесена на /);
      expect(checkoutView(actor.getSnapshot()).canPay).toBe(true);
      actor.stop();
    },
  );
});

describe('the delivery days fail to load', () => {
  it('says so with a retry; past the cut-off the closed day blocks paying until the dates come back and it moves', async () => {
    harness.sandbox.faults.inject('deliveries/possible-dates', { kind: 'status', status: 500, times: 1 });
    const { actor } = start('20:00:00');
    await readyToPay(actor);
    const model = () => connectCheckout(actor.getSnapshot(), (e) => actor.send(e));
    expect(model().datesError).toBe('Не удалось загрузить дни доставки.');
    // The clock alone knows tomorrow evening is closed: no payment for it, and the page says why.
    expect(model().payBlockedBy).toContain('date closed');
    expect(model().payHint).toBe('Выберите другой день доставки, чтобы оплатить заказ.');
    expect(model().dateNotice).toMatch(/закрылся\. Выберите другой день доставки, чтобы оплатить заказ\.$/);
    model().pay();
    expect(paymentsCreated()).toBe(0);
    model().retryDates();
    await settled(actor);
    expect(model().datesError).toBeUndefined();
    expect(first(actor)).toEqual({ date: afterTomorrow(), from: '18:00' });
    expect(model().canPay).toBe(true);
    actor.stop();
  });
});

describe('the backend stand-in', () => {
  it('takes no payment for a new order whose first delivery is past its cut-off', async () => {
    const at = (time: string) => {
      return sandboxClient(harness, { cookies: { [COOKIES.testTime]: `${today()}T${time}+03:00` } }).mealflow.api;
    };
    const open = await at('19:59:59').call(
      payments.forOrder,
      { orderId_H: 'demo-standard', autoPayment: false },
      { idempotencyKey: newIntentKey() },
    );
    expect(open.payment).toBeTruthy();
    await expect(
      at('20:00:00').call(
        payments.forOrder,
        { orderId_H: 'demo-standard', autoPayment: false },
        { background: true, idempotencyKey: newIntentKey() },
      ),
    ).rejects.toMatchObject({
      userMessage: 'Эта дата доставки уже недоступна. Выберите другую',
    });
  });
});

describe('a custom order whose first delivery closed', () => {
  it('asks before moving (menu changes may be lost); keeping it blocks paying', async () => {
    const { actor } = start('20:00:00', 'demo-custom');
    await waitFor(actor, (s) => s.matches({ normal: 'confirmingDate' }));
    const model = () => connectCheckout(actor.getSnapshot(), (e) => actor.send(e));
    expect(model().dialog).toBe('date');
    expect(model().dateNotice).toMatch(/^Приём заказов на .+ закрылся\. Перенести первую доставку на .+\?$/);
    model().dismiss();
    await settled(actor);
    expect(first(actor).date).toBe(tomorrow());
    expect(model().payBlockedBy).toContain('date closed');
    expect(model().dateNotice).toMatch(/Выберите другой день доставки, чтобы оплатить заказ\.$/);
    actor.stop();
  });
});
