import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays, todayIso } from '../../domain/dates';
import { visibleTextProblems } from '../../domain/visible-text';
import { checkoutView, connectCheckout, type CheckoutView } from './checkout.connect';
import type { CheckoutInput } from './checkout.machine';
import { closeTarget, hasFreeDelivery, payButtonKind, sbpOffered, vkPayOffered } from './checkout.rules';
import { cardMaskText, deliveryConfirmationTitle, deliveryDays, type DateOption } from './checkout.view';
import { sandboxClient } from '../../testing/sandbox-client';

/**
 * Names and formats of the checkout (issue 12 defects 4, 6, 11): what a person reads, through the sandbox.
 * At a fixed Tuesday noon (Moscow), before the sandbox seeds: after 20:00 the seed puts the first
 * delivery a day later (its cut-off), and "tomorrow's delivery" would not be tomorrow's.
 */
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00+03:00') });
afterAll(() => vi.useRealTimers());
const harness = useSandbox();

function start(input: CheckoutInput) {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
  const actor = createActor(mealflow.machines.checkout, { input });
  actor.start();
  return { actor, ports };
}

async function viewOf(input: CheckoutInput) {
  const started = start(input);
  await waitFor(started.actor, (s) => s.matches({ normal: 'idle' }) || s.matches('deliveryConfirmation'));
  return { ...started, view: checkoutView(started.actor.getSnapshot()) };
}

/** Every string of the view a person may read. */
const strings = (view: CheckoutView): string =>
  [
    view.title,
    view.duration,
    view.total,
    view.payLabel,
    view.cashback ?? '',
    view.delivery.date ?? '',
    view.delivery.window ?? '',
    view.confirmedWindow ?? '',
    ...view.benefits,
    ...view.priceLines.flatMap((l) => [l.label, l.value]),
    ...view.methods.map((m) => m.label),
    ...view.delivery.days.flatMap((d) => [d.day, d.weekday, d.label, d.dateText, ...d.windows.flatMap((w) => [w.label, w.time])]),
  ].join('\n');

describe('checkout view: names and formats', () => {
  it("says the line's title, Russian dates, NBSP money and the saved card's mask", async () => {
    const { view } = await viewOf({ hid: 'demo-standard' });
    expect(view.title).toBe('Рацион «Фит»');
    expect(view.benefits).toEqual(['Бесплатная доставка', 'Меню можно настроить', 'Поддержка 24/7', '5\u00a0блюд в день']);
    expect(view.delivery.date).toMatch(/^(пн|вт|ср|чт|пт|сб|вс), \d{2}\.\d{2}\.\d{4}$/);
    expect(view.delivery.window).toBe('Вечер, 18:00–23:00');
    expect(view.payLabel).toBe('Оплатить 9\u00a0540\u00a0₽');
    expect(view.methods.find((m) => m.method === 'card')?.label).toBe('Сохранённой картой •••• 4242');
    expect(visibleTextProblems(strings(view))).toEqual([]);
  });

  it('offers the first delivery as a Monday-first calendar of days, each with its windows Утро / Вечер', async () => {
    const { view } = await viewOf({ hid: 'demo-standard' });
    const { days, options } = view.delivery;
    expect(days.length).toBeGreaterThanOrEqual(7);
    expect(days.filter((d) => d.selected)).toHaveLength(1);
    for (const day of days) {
      expect(day.column).toBeGreaterThanOrEqual(0);
      expect(day.label).toMatch(/^(понедельник|вторник|среда|четверг|пятница|суббота|воскресенье), \d{1,2}\s[а-я]+$/);
      expect(day.windows.map((w) => w.label).every((l) => l === 'Утро' || l === 'Вечер')).toBe(true);
      // A day is chosen with its evening window when the current delivery is in the evening.
      expect(options[day.index]?.date).toBe(options[day.windows[0]?.index ?? -1]?.date);
    }
    expect(days.at(-1)?.windows.map((w) => `${w.label} ${w.time}`)).toEqual(['Утро 07:00–12:00', 'Вечер 18:00–23:00', 'Вечер 19:00–23:00']);
  });

  it('choosing a day chip moves the first delivery to that day', async () => {
    const { actor } = await viewOf({ hid: 'demo-standard' });
    const connected = connectCheckout(actor.getSnapshot(), actor.send);
    const other = connected.delivery.days.find((d) => !d.selected && d.windows.length > 0);
    if (!other) throw new Error('the sandbox offers several days');
    connected.selectDate(other.index);
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && checkoutView(s).delivery.date === other.dateText);
    expect(checkoutView(actor.getSnapshot()).delivery.days.find((d) => d.selected)?.dateText).toBe(other.dateText);
  });

  it('cash places the order instead of paying it', async () => {
    const { actor } = await viewOf({ hid: 'demo-standard' });
    actor.send({ type: 'METHOD.SELECT', method: 'cash' });
    expect(checkoutView(actor.getSnapshot()).payLabel).toBe('Оформить заказ');
    actor.send({ type: 'METHOD.SELECT', method: 'sbp' });
    expect(checkoutView(actor.getSnapshot()).payLabel).toBe('Оплатить 9\u00a0540\u00a0₽');
  });

  it('a far-region order charging delivery never says "Бесплатная доставка"', async () => {
    const { view } = await viewOf({ hid: 'demo-far' });
    expect(view.benefits).not.toContain('Бесплатная доставка');
    expect(view.benefits).toContain('Доставка — 500\u00a0₽');
    expect(view.priceLines).toContainEqual({ label: 'Доставка', value: '500\u00a0₽' });
  });

  it('a subscription names its period and its freeze-days limit', async () => {
    const { view } = await viewOf({ hid: 'demo-subscription' });
    expect(view.benefits).toEqual(expect.arrayContaining(['Подписка на 21\u00a0день, оплата частями', 'Заморозка до 14\u00a0дней']));
  });

  it('a Minsk (BYN) order offers no SBP and shows руб. with no-break spaces', async () => {
    const { view } = await viewOf({ hid: 'demo-minsk' });
    expect(view.methods.map((m) => m.method)).not.toContain('sbp');
    expect(view.total).toBe('310\u00a0руб.');
    expect(visibleTextProblems(strings(view))).toEqual([]);
  });

  it('a Minsk order of 3 500 руб. offers no VK Pay: its 3 300 minimum are roubles (VK Pay charges them), as SBP', async () => {
    const entry = harness.sandbox.store.orders.get('demo-minsk');
    if (!entry) throw new Error('no demo-minsk');
    harness.sandbox.store.orders.set('demo-minsk', { ...entry, order: { ...entry.order, menu_price: 3500, deb_price: 3500 } });
    const { view } = await viewOf({ hid: 'demo-minsk' });
    expect(view.total).toBe('3\u00a0500\u00a0руб.');
    expect(view.methods.map((m) => m.method)).not.toContain('vkpay');
  });

  it("co=2 asks for tomorrow's delivery when it is tomorrow's", async () => {
    const { view, ports } = await viewOf({ hid: 'demo-delivery', query: { co: '2', deliveryIdH: 'demo-delivery-d1' } });
    expect(view.mode).toBe('deliveryConfirmation');
    const today = todayIso(ports.clock.now());
    expect(view.deliveryConfirmationTitle).toBe(deliveryConfirmationTitle(addDays(today, 1), today));
    expect(view.deliveryConfirmationTitle).toBe('Подтвердите условия завтрашней доставки');
    expect(view.confirmedWindow).toMatch(/^(пн|вт|ср|чт|пт|сб|вс), \d{2}\.\d{2}\.\d{4}, Вечер, 18:00–23:00$/);
  });
});

describe('checkout view rules', () => {
  it("co=2's title: today's, tomorrow's, or the day's date", () => {
    expect(deliveryConfirmationTitle('2026-11-24', '2026-11-24')).toBe('Подтвердите условия сегодняшней доставки');
    expect(deliveryConfirmationTitle('2026-11-25', '2026-11-24')).toBe('Подтвердите условия завтрашней доставки');
    expect(deliveryConfirmationTitle('2026-11-27', '2026-11-24')).toBe('Подтвердите условия доставки пт, 27.11.2026');
  });

  it('a day of the calendar sits in its Monday-first column', () => {
    const option = (date: string, type: 'morning' | 'evening', selected = false): DateOption => ({
      date,
      from: type === 'morning' ? '07:00' : '18:00',
      to: type === 'morning' ? '12:00' : '23:00',
      type,
      label: '',
      selected,
    });
    const days = deliveryDays(
      [option('2026-11-23', 'morning'), option('2026-11-23', 'evening'), option('2026-11-29', 'morning', true)],
      'evening',
    );
    expect(days.map((d) => [d.column, d.weekday, d.day, d.index])).toEqual([
      [0, 'пн', '23', 1],
      [6, 'вс', '29', 2],
    ]);
    expect(days[1]?.selected).toBe(true);
  });

  it("the saved card's mask, the pay button's kind, free delivery", () => {
    expect(cardMaskText('4242 •••• •••• 4242')).toBe('•••• 4242');
    expect(cardMaskText('424242******1234')).toBe('•••• 1234');
    expect(cardMaskText(undefined)).toBeUndefined();
    expect([payButtonKind('cash', 100), payButtonKind('creditCard', 0), payButtonKind('sbp', 100)]).toEqual(['place', 'place', 'pay']);
    expect([hasFreeDelivery({ delivery_price: 0 }), hasFreeDelivery({ delivery_price: 500 })]).toEqual([true, false]);
  });

  it('SBP is never offered on a Belarusian order, whatever the flag', () => {
    expect(sbpOffered({ canBePaidBySbp: true, city_id: 20 })).toBe(false);
    expect(sbpOffered({ canBePaidBySbp: true, city_id: 1 })).toBe(true);
    expect(sbpOffered({ canBePaidBySbp: false, city_id: 2 })).toBe(false);
  });

  it.each([
    { row: 'a Moscow order of 3 300 ₽', order: { city_id: 2, deb_price: 3300 }, offered: true },
    { row: 'a Moscow order of 3 299 ₽', order: { city_id: 2, deb_price: 3299 }, offered: false },
    { row: 'a Minsk order of 3 500 руб.', order: { city_id: 20, deb_price: 3500 }, offered: false },
  ])('VK Pay from 3 300 ₽, never on a Belarusian order: $row', ({ order, offered }) => {
    expect(vkPayOffered(order)).toBe(offered);
  });

  it('closing goes to a screen that exists (README "Closing")', () => {
    expect(closeTarget('dashboard', 'H1', 'standard')).toBe('/dashboard/order/new');
    expect(closeTarget('newDashboard', 'H1', 'standard')).toBe('/new-dashboard/new-order/create/H1?isSSOclosed=true');
    expect(closeTarget('tryCustomization', 'H1', 'standard')).toBe('/try-customization');
    expect(closeTarget('tryCustomization', 'H1', 'day')).toBe('/try-customization');
    expect(closeTarget('targets', 'H1', 'standard')).toBe('back');
    expect(closeTarget('default', 'H1', 'detox')).toBe('/detox');
  });
});
