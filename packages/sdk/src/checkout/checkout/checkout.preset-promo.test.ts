import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { LEAVE_BANNER_PROMOCODE } from '../../domain/pricing';
import { keepPresetPromocode, presetPromocodeOf } from '../../domain/preset-promocode';
import { promocodeView } from '../promocode/promocode.connect';
import { checkoutChildren, checkoutView } from './checkout.connect';

/**
 * Issue 30: the leave banner promises a discount and keeps its code for the checkout; the code
 * used to be only prefilled. A preset code activates itself 500 ms after the checkout opens
 * (order-funnel §2 "preset-promocode activation", §9 promo activation delay 500 ms).
 */
const harness = useSandbox();

function open(hid: string, preset: string | undefined) {
  const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
  if (preset) keepPresetPromocode(ports.storage, preset);
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.checkout, { input: { hid } }).start();
  return actor;
}
type Checkout = ReturnType<typeof open>;
/** Lets the sandbox answer (real setImmediate) until the checkout is idle, without moving the fake clock. */
async function loaded(actor: Checkout) {
  for (let i = 0; i < 500 && !actor.getSnapshot().matches({ normal: 'idle' }); i++) await new Promise((r) => setImmediate(r));
  expect(actor.getSnapshot().matches({ normal: 'idle' })).toBe(true);
}
const idle = (actor: Checkout) => waitFor(actor, (s) => s.matches({ normal: 'idle' }));
const applyCalls = () => harness.sandbox.store.log.filter((l) => l.call === 'orders/apply-promo').length;
const promo = (actor: Checkout) => {
  const child = checkoutChildren(actor.getSnapshot()).promocode;
  if (!child) throw new Error('no promocode child');
  return child;
};

/** The leave banner's offer per order: 5 % on a pack, 10 % on a trial day (order-funnel §9). */
const ROWS = [
  { hid: 'demo-standard', before: '9\u00a0540\u00a0₽', after: '9\u00a0063\u00a0₽' },
  { hid: 'demo-trial', before: '890\u00a0₽', after: '801\u00a0₽' },
];

describe('a preset promo code activates itself (through the sandbox)', () => {
  // Timers stand still (setImmediate stays real: the sandbox's answers arrive, no delay runs).
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each(ROWS)(
    "the leave banner's code on $hid: nothing at 499 ms, applied at 500 ms, the total drops to $after",
    async ({ hid, before, after }) => {
      const actor = open(hid, LEAVE_BANNER_PROMOCODE);
      await loaded(actor);
      expect(checkoutView(actor.getSnapshot()).total).toBe(before);
      expect(promocodeView(promo(actor).getSnapshot())).toMatchObject({ code: LEAVE_BANNER_PROMOCODE, applied: false });
      await vi.advanceTimersByTimeAsync(499);
      expect(applyCalls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(applyCalls()).toBe(1);
      vi.useRealTimers();
      await waitFor(actor, (s) => checkoutView(s).total === after);
      expect(promocodeView(promo(actor).getSnapshot())).toMatchObject({ applied: true, message: 'Ваш промокод применён' });
    },
  );

  it('typing before the 500 ms cancels the activation; no preset, no call', async () => {
    const typed = open('demo-standard', LEAVE_BANNER_PROMOCODE);
    await loaded(typed);
    promo(typed).send({ type: 'CODE.CHANGE', value: 'HEALTHY' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(applyCalls()).toBe(0);
    typed.stop();
    const none = open('demo-standard', undefined);
    await loaded(none);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(applyCalls()).toBe(0);
  });

  it('an order that already has the code shows it applied and does not apply it again', async () => {
    vi.useRealTimers();
    const first = open('demo-standard', LEAVE_BANNER_PROMOCODE);
    await waitFor(first, (s) => checkoutView(s).total === '9\u00a0063\u00a0₽');
    first.stop();
    const again = open('demo-standard', LEAVE_BANNER_PROMOCODE);
    await idle(again);
    expect(promocodeView(promo(again).getSnapshot())).toMatchObject({ applied: true });
    await new Promise((r) => setTimeout(r, 600));
    expect(applyCalls()).toBe(1);
  });
});

describe('an applied promo code can be taken off (through the sandbox)', () => {
  it("'Убрать промокод': the order's price comes back, the input is empty, and the preset code is not applied again", async () => {
    const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    keepPresetPromocode(ports.storage, LEAVE_BANNER_PROMOCODE);
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
    const actor = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard' } }).start();
    await waitFor(actor, (s) => checkoutView(s).total === '9\u00a0063\u00a0₽');
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }));
    expect(promocodeView(promo(actor).getSnapshot())).toMatchObject({ applied: true, canRemove: true, removeLabel: 'Убрать промокод' });
    promo(actor).send({ type: 'REMOVE' });
    expect(promocodeView(promo(actor).getSnapshot())).toMatchObject({ busy: true, canRemove: false });
    await waitFor(actor, (s) => checkoutView(s).total === '9\u00a0540\u00a0₽' && s.matches({ normal: 'idle' }));
    expect(promocodeView(promo(actor).getSnapshot())).toMatchObject({ applied: false, code: '', canRemove: false });
    expect(checkoutView(actor.getSnapshot()).priceLines.map((l) => l.label)).not.toContain(`Промокод ${LEAVE_BANNER_PROMOCODE}`);
    expect(presetPromocodeOf(ports.storage)).toBeUndefined();
    actor.stop();
    // The next visit is not offered the removed code again.
    const again = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard' } }).start();
    await waitFor(again, (s) => s.matches({ normal: 'idle' }));
    await new Promise((r) => setTimeout(r, 600));
    expect(checkoutView(again.getSnapshot()).total).toBe('9\u00a0540\u00a0₽');
  });
});
