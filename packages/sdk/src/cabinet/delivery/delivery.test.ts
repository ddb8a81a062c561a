import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays, formatDate } from '../../domain/dates';
import { deliveryView } from './delivery.connect';
import { startDelivery, storedDelivery } from '../../testing/delivery';
import { cabinetDay } from '../../testing/cabinet';

const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const start = (hid: string, deliveryId: string, time?: string) => startDelivery(harness, hid, deliveryId, time);
const stored = (hid: string, n: number) => storedDelivery(harness, hid, n);
describe('delivery machine (through the sandbox)', () => {
  it('shows the delivery in words and what can be done with it', async () => {
    const { idle, model } = start('lk-paid', 'lk-paid-d3');
    await idle();
    const view = model();
    expect(view.orderTitle).toBe('Фит');
    expect(view.delivery).toMatchObject({
      windowText: 'Вечер, 18:00–23:00',
      stateText: 'Запланирована',
      confirmed: false,
      notice: undefined,
      lockedText: undefined,
      cutoffHint: `Изменения принимаются до 19:59 ${formatDate(today())}, накануне доставки`,
      closedWindowText: undefined,
    });
    expect(view.delivery?.addressText).toContain('Тверская');
    expect(view.can).toMatchObject({ changeAddress: true, changeDate: true, confirm: true, cancel: true });
  });

  it('changes the date and interval: possible dates, intervals, update-date, the spec’s toast; kept in the store', async () => {
    const { actor, idle, model, toasts, reports } = start('lk-paid', 'lk-paid-d4');
    await idle();
    model().openDate();
    await waitFor(actor, (s) => s.matches({ ready: { date: 'choosing' } }));
    const target = addDays(today(), 2);
    expect(model().date.days.map((d) => d.date)).toContain(target);
    // Tomorrow and in 5 days other deliveries of the order already come.
    expect(model().date.days.map((d) => d.date)).not.toContain(addDays(today(), 1));
    expect(model().date.days.map((d) => d.date)).not.toContain(addDays(today(), 5));
    model().selectDate(target);
    await waitFor(actor, (s) => s.matches({ ready: { date: 'choosing' } }) && s.context.intervals.length > 0);
    // Moscow has two overlapping evenings: words tell them apart.
    expect(model().date.intervals.map((i) => i.text)).toEqual([
      'Утро, 07:00–12:00',
      'Вечер пораньше, 18:00–23:00',
      'Вечер попозже, 19:00–23:00',
    ]);
    expect(model().date.canSubmit).toBe(false);
    model().selectInterval(0);
    model().submitDate();
    await idle();
    expect(toasts()).toContain('Время доставки успешно изменено.');
    expect(stored('lk-paid', 4)).toMatchObject({ date: target, deliveryDate: { type: 'morning', timeFrom: '07:00' } });
    expect(model().delivery?.windowText).toBe('Утро, 07:00–12:00');
    expect(reports).toHaveLength(1);
  });

  it('a custom order’s delivery with menu changes asks first: «Хотите перенести доставку?» / «Вы потеряете некоторые изменения меню»', async () => {
    const { actor, idle, model, toasts } = start('lk-custom', 'lk-custom-d3');
    await idle();
    model().openDate();
    await waitFor(actor, (s) => s.matches({ ready: { date: 'choosing' } }));
    model().selectDate(addDays(today(), 2));
    await waitFor(actor, (s) => s.context.intervals.length > 0);
    model().selectInterval(1);
    model().submitDate();
    expect(model().date.confirmMove).toEqual({ title: 'Хотите перенести доставку?', text: 'Вы потеряете некоторые изменения меню' });
    model().close();
    expect(actor.getSnapshot().matches({ ready: { date: 'choosing' } })).toBe(true);
    model().submitDate();
    model().confirmMove();
    await idle();
    expect(toasts()).toEqual(['Время доставки успешно изменено.']);
  });

  it('cut-offs: after 15:00:00 tomorrow has no morning; after 19:59:59 tomorrow’s delivery is locked', async () => {
    const afternoon = start('lk-spb', 'lk-spb-d2', '15:00:01');
    await afternoon.idle();
    afternoon.model().openDate();
    await waitFor(afternoon.actor, (s) => s.matches({ ready: { date: 'choosing' } }));
    afternoon.model().selectDate(addDays(today(), 1));
    await waitFor(afternoon.actor, (s) => s.context.intervals.length > 0);
    // St Petersburg: one evening window (Moscow also has 19:00–23:00).
    expect(afternoon.model().date.intervals.map((i) => i.text)).toEqual(['Вечер, 18:00–23:00']);
    const late = start('lk-paid', 'lk-paid-d3', '20:00:00');
    await late.idle();
    expect(late.model().delivery?.lockedText).toBe('Изменить эту доставку уже нельзя: приём изменений закончился');
    expect(late.model().can).toMatchObject({ changeDate: false, changeAddress: false, cancel: false, confirm: true });
    late.model().openDate();
    expect(late.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('confirms: the spec’s toast and the 15–30 minute notice', async () => {
    const { idle, model, toasts } = start('lk-paid', 'lk-paid-d3');
    await idle();
    model().confirm();
    await idle();
    expect(toasts()).toContain('Ваша доставка подтверждена');
    expect(model().delivery).toMatchObject({
      confirmed: true,
      stateText: 'Подтверждена',
      notice: 'Курьер позвонит за 15–30\u00a0минут до приезда',
    });
    expect(model().can.confirm).toBe(false);
    expect(stored('lk-paid', 3)?.isConfirmed).toBe(true);
  });

  it('changes the address to a saved one for all deliveries; another city’s address says why it cannot', async () => {
    const { actor, idle, model, toasts } = start('lk-paid', 'lk-paid-d3');
    await idle();
    model().openAddress();
    expect(model().address.options.map((o) => [o.id, o.current, o.available])).toEqual([
      ['addr-msk-1', true, true],
      ['addr-msk-2', false, true],
    ]);
    model().toggleForAll();
    model().selectAddress('addr-msk-2');
    await idle();
    expect(toasts()).toContain('Адрес доставки изменен');
    // Every delivery still before its cut-off; the two delivered ones keep theirs.
    expect(harness.sandbox.store.orders.get('lk-paid')?.order.deliveries.map((d) => d.client_address_id_H)).toEqual([
      ...Array(2).fill('addr-msk-1'),
      ...Array(3).fill('addr-msk-2'),
    ]);
    const spb = start('lk-spb', 'lk-spb-d2');
    await spb.idle();
    spb.model().openAddress();
    expect(spb.model().address.options.every((o) => !o.available && o.reason === 'Этот адрес недоступен для выбранной доставки')).toBe(
      true,
    );
    spb.model().selectAddress('addr-msk-1');
    expect(spb.model().error).toBe('Этот адрес недоступен для выбранной доставки');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a far order refuses a near saved address (711 text); code 1002 reloads the addresses', async () => {
    const far = start('lk-far', 'lk-far-d3');
    await far.idle();
    far.model().openAddress();
    far.model().selectAddress('addr-msk-2');
    expect(far.model().error).toBe('Этот адрес недоступен для выбраннного заказа');
    // The saved address disappears on the server meanwhile: 1002, the list is loaded again.
    const { actor, idle, model } = start('lk-paid', 'lk-paid-d3');
    await idle();
    model().openAddress();
    const client = harness.sandbox.store.clients.get('+79990000001');
    if (client) client.profile = { ...client.profile, addresses: client.profile.addresses.filter((a) => a.id_H !== 'addr-msk-2') };
    model().selectAddress('addr-msk-2');
    await waitFor(actor, (s) => s.matches({ ready: { address: 'choosing' } }) && s.context.saved.length === 1);
    expect(model().error).toBe('Адрес не найден');
  });

  it('a new address through the address machine, saved for this delivery only', async () => {
    const { actor, idle, model, toasts } = start('lk-paid', 'lk-paid-d4');
    await idle();
    model().openAddress();
    model().newAddress();
    const form = () => model().address.form;
    expect(form()).toBeDefined();
    form()?.changeQuery('Тверская 10');
    const child = actor.getSnapshot().children.address;
    if (!child) throw new Error('no address form');
    await waitFor(child, (s) => s.matches({ form: 'results' }));
    expect(form()?.suggestions.length).toBeGreaterThan(0);
    form()?.chooseSuggestion(0);
    form()?.submit();
    await idle();
    expect(toasts()).toContain('Новый адрес сохранен. Адрес доставки изменен.');
    expect(stored('lk-paid', 4)?.clientAddress?.street).toBe('ул. Тверская');
    expect(stored('lk-paid', 5)?.client_address_id_H).toBe('addr-msk-1');
    expect(model().delivery?.addressText).toContain('Тверская');
  });

  it('cancels: the cancellation info once (kept in the profile), then the delivery is cancelled', async () => {
    const { actor, idle, model, toasts } = start('lk-paid', 'lk-paid-d5');
    await idle();
    model().openCancel();
    expect(model().cancel).toMatchObject({
      info: true,
      infoText: 'Отменённая доставка не переносится: рацион на этот день не будет приготовлен',
    });
    model().acceptInfo();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    expect(harness.sandbox.store.clients.get('+79990000001')?.profile.isInformedAboutDeliveriesCancellation).toBe(true);
    model().confirmCancel();
    await idle();
    expect(toasts()).toContain('Доставка отменена');
    expect(model().delivery?.stateText).toBe('Отменена');
    expect(stored('lk-paid', 5)).toMatchObject({ state: 'canceled' });
    const again = start('lk-paid', 'lk-paid-d4');
    await again.idle();
    again.model().openCancel();
    await waitFor(again.actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    expect(again.model().cancel.info).toBe(false);
  });

  // Issue 31: the dialog says what happens to the payment, as the backend answers, before the client
  // confirms; the cancellation then does exactly that.
  it.each([
    {
      hid: 'lk-paid',
      n: 5,
      text: 'Доставка оплачена: 1\u00a0908\u00a0₽ вернём на баланс, ими можно оплатить следующие заказы',
      effect: { refund: 1_908, toPay: 0 },
    },
    {
      hid: 'lk-awaiting',
      n: 2,
      text: 'Заказ ещё не оплачен: к оплате станет на 3\u00a0980\u00a0₽ меньше',
      effect: { refund: undefined, toPay: 11_940 - 3_980 },
    },
    { hid: 'lk-unformed', n: 2, text: 'За эту доставку ничего не списано и не спишется', effect: { refund: undefined, toPay: 9_540 } },
  ])('cancelling a delivery of $hid says first: $text', async ({ hid, n, text, effect }) => {
    harness.sandbox.store.clients.get('+79990000001')!.profile.isInformedAboutDeliveriesCancellation = true;
    const { actor, idle, model } = start(hid, `${hid}-d${n}`);
    await idle();
    model().openCancel();
    expect(model().cancel).toMatchObject({ termsLoading: true, termsText: 'Узнаём, что будет с оплатой…', asking: false });
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    expect(model().cancel.termsText).toBe(text);
    expect(stored(hid, n)).toMatchObject({ state: 'planned' });
    model().confirmCancel();
    await idle();
    expect(stored(hid, n)).toMatchObject({ state: 'canceled' });
    expect(harness.sandbox.store.counters.get(`deliveryRefund:${hid}-d${n}`)).toBe(effect.refund);
    expect(harness.sandbox.store.orders.get(hid)?.order.deb_price).toBe(effect.toPay);
  });

  // A lost answer after the delivery was cancelled (its share refunded): the press never says it failed, and the retry or a
  // browser's resent request does not turn into 'too late' (the cancel is an effect keyed by the delivery, `api/README.md`).
  it.each([{ fault: { kind: 'lost', times: 1 } as const }, { fault: { kind: 'resent', resends: 2, times: 1 } as const }])(
    'a cancel whose answer is lost ($fault.kind) is cancelled once and says so',
    async ({ fault }) => {
      harness.sandbox.store.clients.get('+79990000001')!.profile.isInformedAboutDeliveriesCancellation = true;
      const { actor, idle, model } = start('lk-paid', 'lk-paid-d5');
      await idle();
      model().openCancel();
      await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
      harness.sandbox.faults.inject('deliveries/cancel', fault);
      model().confirmCancel();
      const settled = () => waitFor(actor, (s) => !s.matches({ ready: { cancel: 'cancelling' } }));
      await settled();
      if (!actor.getSnapshot().matches({ ready: 'idle' })) {
        model().confirmCancel();
        await settled();
      }
      expect(model().error).toBeUndefined();
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(model().delivery?.stateText).toBe('Отменена');
      expect(harness.sandbox.store.counters.get('deliveryRefund:lk-paid-d5')).toBe(1_908);
    },
  );

  it('without the terms a delivery is not cancelled: the failure says so and retries', async () => {
    harness.sandbox.store.clients.get('+79990000001')!.profile.isInformedAboutDeliveriesCancellation = true;
    harness.sandbox.faults.inject('deliveries/cancel-terms', { kind: 'network', times: 1 });
    const { actor, idle, model } = start('lk-paid', 'lk-paid-d5');
    await idle();
    model().openCancel();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'termsFailed' } }));
    expect(model().cancel).toMatchObject({
      termsFailed: true,
      asking: false,
      termsText: 'Не удалось узнать, что будет с оплатой. Без этого отменить нельзя',
    });
    model().confirmCancel();
    expect(stored('lk-paid', 5)).toMatchObject({ state: 'planned' });
    model().retry();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
  });

  it('the confirm task: options, choose one, remove it', async () => {
    const { actor, idle, model, toasts } = start('lk-task', 'lk-task-d3');
    await idle();
    expect(model().taskText).toBe('Подтверждать по СМС за день до доставки');
    model().openTask();
    await waitFor(actor, (s) => s.matches({ ready: { task: 'choosing' } }));
    expect(model().task.options.map((o) => [o.id, o.selected])).toEqual([
      ['sms', true],
      ['call', false],
    ]);
    model().selectTask('call');
    await idle();
    expect(model().taskText).toBe('Звонок оператора за день до доставки');
    model().removeTask();
    await idle();
    expect(model().taskText).toBeUndefined();
    expect(toasts()).toEqual(['Способ подтверждения выбран', 'Подтверждение доставок отключено']);
  });

  it('the session and one window for all deliveries', async () => {
    const { idle, model } = start('lk-awaiting', 'lk-awaiting-d2');
    await idle();
    expect(model().can.setSession).toBe(true);
    expect(model().sessions.map((o) => o.text)).toEqual(['Утро, 07:00–12:00', 'Вечер, 18:00–23:00']);
    expect(model().sessions.filter((o) => o.selected)).toHaveLength(1);
    model().setSession('evening');
    await idle();
    expect(model().delivery?.windowText).toBe('Вечер, 18:00–23:00');
    expect(model().sessions.find((o) => o.selected)?.session).toBe('evening');
    model().applyWindowToAll();
    await idle();
    expect(harness.sandbox.store.orders.get('lk-awaiting')?.order.deliveries.map((d) => d.deliveryDate?.type)).toEqual([
      'evening',
      'evening',
      'evening',
    ]);
  });

  it('a failed load offers a retry; an unknown delivery is not found', async () => {
    harness.sandbox.faults.inject('orders/get', { kind: 'network', times: 1 });
    const { actor, model } = start('lk-paid', 'lk-paid-d3');
    await waitFor(actor, (s) => s.matches('error'));
    expect(deliveryView(actor.getSnapshot()).status).toBe('error');
    model().retry();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const missing = start('lk-paid', 'lk-paid-d9');
    await waitFor(missing.actor, (s) => s.matches('error'));
    expect(missing.model().loadError).toBe('Доставка не найдена');
  });
});
