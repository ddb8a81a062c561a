import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ProfileAddress } from '../../api/schemas/profile';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addressStatusText, addressView } from './address.connect';
import { FAR_SAVED_ADDRESS, addressTestKit } from '../../testing/address';

const harness = useSandbox();
const { start, settled, calls, typeAndPick } = addressTestKit(harness);

describe('address machine (through the sandbox)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  // Issue 31: the new-address form said 'Адрес доставки выбран' (the order's old address) before anything was chosen.
  it('the new-address form says nothing until its address is checked', async () => {
    const { actor } = await start();
    actor.send({ type: 'SELECT', id: 'addr-msk-1' });
    await waitFor(actor, (s) => s.matches({ check: 'settled' }) && s.context.checkState === 2);
    expect(addressStatusText(actor.getSnapshot().context)).toBe('Адрес доставки выбран');
    actor.send({ type: 'SELECT', id: 'new' });
    expect(addressView(actor.getSnapshot()).formOpen).toBe(true);
    expect(addressStatusText(actor.getSnapshot().context)).toBeUndefined();
  });

  it('lists the saved addresses of the city and the new entry; starts unchecked without an address', async () => {
    const { actor } = await start();
    const view = addressView(actor.getSnapshot());
    expect(view.options).toEqual([
      { id: 'addr-msk-1', text: 'Москва, ул. Тверская, д. 7, кв. 12', selected: false, isNew: false },
      { id: 'addr-msk-2', text: 'Москва, Ленинский пр-т, д. 32, кв. 45', selected: false, isNew: false },
      { id: 'new', text: 'Новый адрес', selected: false, isNew: true },
    ]);
    expect(view).toMatchObject({
      checkState: 0,
      formOpen: false,
      hint: 'Введите адрес ...',
      placeholder: 'Например, ул. Тверская, 7',
      cityName: 'Москва',
      suggestionsLabel: 'Адреса: Москва',
    });
    actor.send({ type: 'SELECT', id: 'new' });
    expect(addressView(actor.getSnapshot())).toMatchObject({ formOpen: true, checkState: 0 });
  });

  it('debounces 250 ms (named delay), requests 10 and shows 8; hints follow the results', async () => {
    const { actor } = await start();
    actor.send({ type: 'QUERY.CHANGE', value: 'Тв' });
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(249);
    expect(calls('address-suggest/suggest')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    expect(calls('address-suggest/suggest')).toHaveLength(1);
    expect(harness.sandbox.store.log.at(-1)?.call).toBe('address-suggest/suggest');
    const view = addressView(actor.getSnapshot());
    expect(view.suggestions).toHaveLength(8);
    expect(view.hint).toBe('Выберите адрес');
    expect(view.announcement).toBe('Найдено 8\u00a0адресов');
    actor.send({ type: 'QUERY.CHANGE', value: 'Несуществующая' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    expect(addressView(actor.getSnapshot())).toMatchObject({
      suggestions: [],
      hint: 'Ничего не найдено',
      announcement: 'Ничего не найдено',
    });
  });

  it('while the next query waits, the last list stays on screen and can be chosen (no second call)', async () => {
    const { actor } = await start();
    await typeAndPick(actor, 'Тверская', 'ул. Тверская, д. 1');
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская 1' });
    expect(addressView(actor.getSnapshot())).toMatchObject({ searching: true, announcement: undefined });
    expect(addressView(actor.getSnapshot()).suggestions).toHaveLength(8);
    actor.send({ type: 'SUGGESTION.SELECT', index: 2 });
    vi.advanceTimersByTime(250);
    expect(actor.getSnapshot().matches({ form: 'chosen' })).toBe(true);
    expect(addressView(actor.getSnapshot())).toMatchObject({ query: 'ул. Тверская, д. 3', suggestions: [], canSubmit: true });
    expect(calls('address-suggest/suggest')).toHaveLength(2);
  });

  it('street and house are required: a street alone keeps asking for the house; a hand-typed address without a match says so', async () => {
    const { actor } = await start();
    actor.send({ type: 'SUBMIT' });
    expect(addressView(actor.getSnapshot()).formError).toBe('Укажите улицу');
    await typeAndPick(actor, 'Арбат', 'ул. Арбат');
    expect(addressView(actor.getSnapshot())).toMatchObject({
      query: 'ул. Арбат, ',
      formError: 'Введите номер дома',
      hint: 'Введите номер дома',
      canSubmit: false,
    });
    actor.send({ type: 'QUERY.CHANGE', value: 'ул. Арбатская площадь 99' });
    actor.send({ type: 'SUBMIT' });
    expect(addressView(actor.getSnapshot()).formError).toBe('Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную');
    expect(calls('deliveries/check-address')).toHaveLength(0);
  });

  it('an address in the zone is checked (1) then saved (2) with the flat; the toast and the report follow', async () => {
    const { actor, ports, reports } = await start();
    await typeAndPick(actor, 'Арбат 10', 'ул. Арбат, д. 10');
    actor.send({ type: 'FLAT.CHANGE', value: '5 б' });
    expect(addressView(actor.getSnapshot())).toMatchObject({
      flatError: 'В номере квартиры допустимы буквы, цифры, дефис и скобки',
      canSubmit: false,
    });
    actor.send({ type: 'FLAT.CHANGE', value: '5-б' });
    actor.send({ type: 'SUBMIT' });
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 1, checking: true });
    await settled(actor);
    const view = addressView(actor.getSnapshot());
    expect(view).toMatchObject({ checkState: 2, error: undefined, currentText: 'Москва, ул. Арбат, д. 10, кв. 5-б', formOpen: false });
    expect(view.options.find((o) => o.selected)?.text).toBe('Москва, ул. Арбат, д. 10, кв. 5-б');
    expect(calls('deliveries/add-address-and-update')[0]?.body).toMatchObject({
      addressInfo: { street: 'ул. Арбат', house: '10', flat: '5-б', city_id: 2 },
      setForAllDeliveries: true,
    });
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Новый адрес сохранен. Адрес доставки изменен.' });
    expect(reports.map((r) => r.type)).toEqual(['address.state', 'address.changed', 'address.state']);
  });

  it('outside the zone and unavailable for the line: state 3 with the spec texts', async () => {
    const { actor } = await start();
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'Тула, ул. Ленина', house: '1', city_id: 2 } });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({
      checkState: 3,
      error: 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время',
    });
    // The text promises a call: it is asked for (orders/call-me), once for the order.
    await vi.waitFor(() => expect(harness.sandbox.store.counters.get('callMe:demo-standard')).toBe(1));
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'ул. Рублёвское ш.', house: '5', city_id: 2 } });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 3, error: 'Этот адрес недоступен для выбранной линейки' });
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'Тула, ул. Ленина', house: '1', city_id: 2 } });
    await settled(actor);
    expect(calls('orders/call-me')).toHaveLength(1);
  });

  it("typing another address clears the last refusal: back to the order's own state (0 without an address, 2 with one), told once", async () => {
    const { actor, reports } = await start();
    const outside = { street: 'Тула, ул. Ленина', house: '1', city_id: 2 };
    const refuseThenType = async (back: 0 | 2) => {
      actor.send({ type: 'SUBMIT.INFO', address: outside });
      await settled(actor);
      expect(addressView(actor.getSnapshot()).checkState).toBe(3);
      actor.send({ type: 'QUERY.CHANGE', value: 'Т' });
      expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: back, error: undefined });
      expect(reports.at(-1)).toEqual({ type: 'address.state', checkState: back, error: undefined });
      const told = reports.length;
      actor.send({ type: 'QUERY.CHANGE', value: 'Тв' });
      expect(reports).toHaveLength(told);
    };
    await refuseThenType(0);
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'ул. Тверская', house: '7', city_id: 2 } });
    await settled(actor);
    expect(addressView(actor.getSnapshot()).checkState).toBe(2);
    await refuseThenType(2);
  });

  it("suggestions show the domain's house format ('д. 1'), in the list and in the field once chosen", async () => {
    const { actor } = await start();
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская 1' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    const { suggestions } = addressView(actor.getSnapshot());
    expect(suggestions.length).toBeGreaterThan(0);
    for (const text of suggestions) expect(text).not.toMatch(/(^|, )д \d/);
    expect(suggestions[0]).toBe('ул. Тверская, д. 1');
    actor.send({ type: 'SUGGESTION.SELECT', index: 0 });
    expect(addressView(actor.getSnapshot()).query).toBe('ул. Тверская, д. 1');
  });

  it('code 711 shows the server messages', async () => {
    harness.sandbox.faults.inject('deliveries/add-address-and-update', {
      kind: 'status',
      status: 400,
      times: 1,
      body: { success: false, code: 711, messages: ['Этот адрес недоступен для выбранной доставки'] },
    });
    const { actor } = await start();
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'ул. Арбат', house: '1', city_id: 2 } });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 3, error: 'Этот адрес недоступен для выбранной доставки' });
  });

  it('a far-region address recreates the order with the far tariff and saves the address on the new hid', async () => {
    const { actor, reports } = await start();
    await typeAndPick(actor, 'Зеленоград 1106', 'Зеленоград, корп., д. 1106');
    actor.send({ type: 'FLAT.CHANGE', value: '7' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ check: 'recreating' }));
    await settled(actor);
    expect(calls('orders/get-far-moscow-region-tariff')).toHaveLength(1);
    expect(calls('orders/recreate-to-far-moscow-region')[0]?.body).toMatchObject({
      orderToCancelId_H: 'demo-standard',
      mealDays: 6,
      price_plan_id: 906,
    });
    expect(calls('deliveries/add-address-and-update')[0]?.body).toMatchObject({
      delivery_id_H: 'demo-standard-far-d1',
      addressInfo: { flat: '7' },
    });
    const { context } = actor.getSnapshot();
    expect(context.order).toMatchObject({ id_H: 'demo-standard-far', is_far_moscow_region: true });
    expect(context.checkState).toBe(2);
    expect(reports.find((r) => r.type === 'address.recreated')).toMatchObject({
      previousHid: 'demo-standard',
      order: { id_H: 'demo-standard-far' },
    });
    expect(harness.sandbox.store.orders.get('demo-standard')?.order.is_canceled).toBe(true);
  });

  it('a saved address: changing (1) then available (2) with "Адрес доставки изменен"; a far saved address recreates first', async () => {
    harness.sandbox.store.clients.get('+79990000001')?.profile.addresses.push(FAR_SAVED_ADDRESS);
    const { actor, ports } = await start();
    actor.send({ type: 'SELECT', id: 'addr-msk-2' });
    expect(addressView(actor.getSnapshot()).checkState).toBe(1);
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 2, currentText: 'Москва, Ленинский пр-т, д. 32, кв. 45' });
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Адрес доставки изменен' });
    actor.send({ type: 'SELECT', id: 'addr-far' });
    await waitFor(actor, (s) => s.matches({ check: 'recreating' }));
    await settled(actor);
    expect(actor.getSnapshot().context.order.id_H).toBe('demo-standard-far');
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 2, currentText: 'Москва, Зеленоград, корп., д. 1106' });
  });

  it('code 1002 reloads the client addresses', async () => {
    const ghost: ProfileAddress = {
      id_H: 'addr-ghost',
      city_id: 2,
      is_far_moscow_region: false,
      flat: null,
      text: 'Удалённый адрес',
      street: 'ул. Тверская',
      house: '1',
    };
    const { actor } = await start('demo-standard', { saved: [ghost] });
    actor.send({ type: 'SELECT', id: 'addr-ghost' });
    await waitFor(actor, (s) => s.matches({ check: 'reloading' }));
    await settled(actor);
    expect(calls('deliveries/address').length).toBeGreaterThanOrEqual(1);
    const view = addressView(actor.getSnapshot());
    expect(view.options.map((o) => o.id)).toEqual(['addr-msk-1', 'addr-msk-2', 'new']);
    expect(view).toMatchObject({ checkState: 0, error: 'Адрес не найден' });
  });

  it('a far-region order and a typed near address: checked, then refused with the far-region mismatch text', async () => {
    const { actor } = await start('demo-far');
    await typeAndPick(actor, 'Арбат 10', 'ул. Арбат, д. 10');
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(calls('deliveries/check-address')).toHaveLength(1);
    expect(calls('deliveries/add-address-and-update')).toHaveLength(0);
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 3, error: 'Этот адрес недоступен' });
  });

  it('a far-region order refuses a near saved address without calling the server', async () => {
    const { actor } = await start('demo-far');
    actor.send({ type: 'SELECT', id: 'addr-msk-1' });
    expect(addressView(actor.getSnapshot())).toMatchObject({ checkState: 3, error: 'Этот адрес недоступен для выбраннного заказа' });
    expect(calls('deliveries/update-address')).toHaveLength(0);
  });
});
