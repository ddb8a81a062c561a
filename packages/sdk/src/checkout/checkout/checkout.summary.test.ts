import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { formatDayMonth } from '../../domain/dates';
import { checkoutView } from './checkout.connect';
import { sandboxClient } from '../../testing/sandbox-client';

/**
 * Issue 30: the summary lists added drinks as their own line (the API counts them in `menu_price`)
 * and shows the delivery schedule — how many deliveries and which dates.
 */
const harness = useSandbox();

function open(hid: string) {
  const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
  return createActor(mealflow.machines.checkout, { input: { hid } }).start();
}
type Checkout = ReturnType<typeof open>;
const idle = (actor: Checkout) => waitFor(actor, (s) => s.matches({ normal: 'idle' }));

describe('the checkout summary (through the sandbox)', () => {
  it('drinks are their own line, the ration keeps its price; two adds count four; dropping them removes the line', async () => {
    const actor = open('demo-standard');
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).priceLines[0]).toEqual({ label: 'Стоимость рациона', value: '9\u00a0540\u00a0₽' });
    actor.send({ type: 'DRINKS.ADD', count: 2 });
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).priceLines.slice(0, 2)).toEqual([
      { label: 'Стоимость рациона', value: '9\u00a0540\u00a0₽' },
      { label: 'Напитки, 2\u00a0шт.', value: '260\u00a0₽' },
    ]);
    actor.send({ type: 'DRINKS.ADD', count: 2 });
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).priceLines.slice(0, 2)).toEqual([
      { label: 'Стоимость рациона', value: '9\u00a0540\u00a0₽' },
      { label: 'Напитки, 4\u00a0шт.', value: '520\u00a0₽' },
    ]);
    expect(checkoutView(actor.getSnapshot()).total).toBe('10\u00a0060\u00a0₽');
    actor.send({ type: 'DRINKS.DROP' });
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).priceLines.map((l) => l.label)).not.toContain('Напитки, 4\u00a0шт.');
  });

  it.each(['demo-standard', 'demo-expensive', 'demo-spb'])('%s: the schedule says how many deliveries and which days', async (hid) => {
    const actor = open(hid);
    await idle(actor);
    const dates = actor.getSnapshot().context.order?.deliveries.map((d) => d.date) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    const view = checkoutView(actor.getSnapshot());
    expect(view.schedule).toBe(
      `${dates.length}\u00a0${dates.length === 1 ? 'доставка' : dates.length < 5 ? 'доставки' : 'доставок'}: ${[...dates].sort().map(formatDayMonth).join(', ')}`,
    );
  });

  it("the chosen address reads in the domain's one format ('д. 7', the city and the flat), whatever the server's own line says", async () => {
    const actor = open('demo-standard');
    await idle(actor);
    actor.send({
      type: 'ADDRESS.SUBMIT',
      address: { street: 'ул. Тверская', house: '7', flat: '5', city_id: 2, name: 'ул Тверская, д 7' },
    });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState === 2);
    expect(checkoutView(actor.getSnapshot()).address.text).toBe('Москва, ул. Тверская, д. 7, кв. 5');
  });
});
