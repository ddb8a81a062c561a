import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { cabinetDeliveries } from '../../api/endpoints/cabinet';
import { COOKIES } from '../../api/protocol';
import { shiftTime } from '../../testing/wall-clock';
import { DELIVERY_CUTOFFS, DELIVERY_WINDOWS } from '../../domain/constants';
import { addDays } from '../../domain/dates';
import { connectDelivery } from './delivery.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Issue 31: at one second before, at and after each cut-off (§9: 15:00:00, 19:59:59, Moscow), the
 * delivery page offers exactly the windows the sandbox then accepts — no window offered that the
 * next call refuses, none refused that was offered. Rows are generated from `DELIVERY_CUTOFFS`; the
 * moment is the sandbox's test time (X-Test-Time) and the page's. The delivery is tomorrow's
 * evening one of lk-paid (lk-paid-d3); Moscow has three windows (morning, evening 18–23 and 19–23).
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const tomorrow = () => addDays(today(), 1);

const ROWS = DELIVERY_CUTOFFS.flatMap((cutoff) => [-1, 0, 1].map((offset) => ({ cutoff, offset, time: shiftTime(cutoff, offset) })));
const MOSCOW_WINDOWS = [
  { type: 'morning' as const, from: DELIVERY_WINDOWS.morning.from, to: DELIVERY_WINDOWS.morning.to },
  { type: 'evening' as const, from: DELIVERY_WINDOWS.evening.from, to: DELIVERY_WINDOWS.evening.to },
  { type: 'evening' as const, from: DELIVERY_WINDOWS.eveningLate.from, to: DELIVERY_WINDOWS.eveningLate.to },
];

function setup(time: string) {
  return sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T${time}+03:00` },
  }).mealflow;
}

/** What the page offers for tomorrow's delivery at `time`: the sessions, and the windows of tomorrow in the move dialog. */
async function offered(time: string) {
  const mealflow = setup(time);
  const actor = createActor(mealflow.machines.delivery, { input: { hid: 'lk-paid', deliveryId: 'lk-paid-d3' } }).start();
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const model = () => connectDelivery(actor.getSnapshot(), actor.send);
  const sessions = model().sessions.map((s) => s.session);
  const hint = model().delivery?.cutoffHint;
  let windows: string[] = [];
  if (model().can.changeDate) {
    model().openDate();
    await waitFor(actor, (s) => s.matches({ ready: { date: 'choosing' } }) || s.matches({ ready: { date: 'datesFailed' } }));
    if (model().date.days.some((d) => d.date === tomorrow())) {
      model().selectDate(tomorrow());
      await waitFor(actor, (s) => s.matches({ ready: { date: 'choosing' } }));
      const { intervals } = actor.getSnapshot().context;
      windows = model().date.intervals.map((i) => intervals[i.index]?.from ?? '');
    }
  }
  actor.stop();
  return { sessions, windows, hint };
}

/** Whether the sandbox takes a call at `time` (a fresh store each time: one probe does not change the next). */
async function accepted(time: string, call: (mealflow: ReturnType<typeof setup>) => Promise<unknown>): Promise<boolean> {
  harness.sandbox.reset();
  const mealflow = setup(time);
  return call(mealflow).then(
    () => true,
    () => false,
  );
}

describe('delivery windows at every cut-off boundary: offered = accepted (issue 31)', () => {
  it.each(ROWS)('cut-off $cutoff, $offset s ($time)', async ({ time }) => {
    const page = await offered(time);
    for (const session of ['morning', 'evening'] as const) {
      const ok = await accepted(time, (m) =>
        m.api.call(cabinetDeliveries.setSession, { deliveryId_H: 'lk-paid-d3', session }, { background: true }),
      );
      expect({ session, offered: page.sessions.includes(session) }).toEqual({ session, offered: ok });
    }
    for (const window of MOSCOW_WINDOWS) {
      const ok = await accepted(time, (m) =>
        m.api.call(
          cabinetDeliveries.updateDate,
          {
            order_id_H: 'lk-paid',
            deliveryId_H: 'lk-paid-d3',
            date: tomorrow(),
            timeFrom: window.from,
            timeTo: window.to,
            type: window.type,
          },
          { background: true },
        ),
      );
      expect({ window: window.from, offered: page.windows.includes(window.from) }).toEqual({ window: window.from, offered: ok });
    }
    // The page names the real limit of the delivery's own window while it takes changes.
    expect(page.hint).toBe(
      page.sessions.length > 0 ? `Изменения принимаются до 19:59 ${today().split('-').reverse().join('.')}, накануне доставки` : undefined,
    );
  });

  it('the table covers each cut-off one second before, at and after', () => {
    expect(ROWS.map((r) => r.time)).toEqual(['14:59:59', '15:00:00', '15:00:01', '19:59:58', '19:59:59', '20:00:00']);
  });
});

describe('a page left open past a cut-off', () => {
  afterEach(() => vi.useRealTimers());

  it('stops offering the morning at 15:00:01 without a reload, and says why', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const mealflow = setup('14:59:59');
    const actor = createActor(mealflow.machines.delivery, { input: { hid: 'lk-paid', deliveryId: 'lk-paid-d3' } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const model = () => connectDelivery(actor.getSnapshot(), actor.send);
    expect(model().sessions.map((s) => s.session)).toEqual(['morning', 'evening']);
    expect(model().delivery?.closedWindowText).toBeUndefined();
    // The page's cut-off clock: nothing happens until the second after 15:00:00.
    vi.advanceTimersByTime(1_999);
    expect(model().sessions.map((s) => s.session)).toEqual(['morning', 'evening']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.nowMs).toBe(Date.parse(`${today()}T15:00:01+03:00`));
    expect(model().sessions.map((s) => s.session)).toEqual(['evening']);
    expect(model().can.setSession).toBe(false);
    expect(model().delivery?.closedWindowText).toBe('Утро на этот день уже не выбрать: приём до 15:00 накануне');
    // SESSION.SET to the closed morning is refused by the machine too (no call).
    model().setSession('morning');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.stop();
  });
});
