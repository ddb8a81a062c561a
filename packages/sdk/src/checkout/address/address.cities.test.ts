import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addressView } from './address.connect';
import { addressTestKit } from '../../testing/address';

const harness = useSandbox();
const { start, settled, calls, typeAndPick } = addressTestKit(harness);

describe('address machine in the order city (issue 12, defect 1: St Petersburg and Minsk)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('St Petersburg: the city KLADR code and circle go with the query; a street, then its house, checked and saved with the flat', async () => {
    const { actor } = await start('demo-spb');
    expect(addressView(actor.getSnapshot())).toMatchObject({
      formOpen: true,
      options: [{ id: 'new' }],
      placeholder: 'Например, Невский пр-т, 28',
      cityName: 'Санкт-Петербург',
    });
    await typeAndPick(actor, 'Невский', 'Невский пр-т');
    expect(calls('address-suggest/suggest')[0]?.body).toEqual({
      query: 'Невский',
      count: 10,
      cityId: 1,
      type: 'ADDRESS',
      locations: [{ kladr_id: '7800000000000' }],
      locations_geo: [{ lat: 59.9386, lon: 30.3141, radius_meters: 30_000 }],
    });
    expect(addressView(actor.getSnapshot())).toMatchObject({ query: 'Невский пр-т, ', hint: 'Введите номер дома', canSubmit: false });
    actor.send({ type: 'QUERY.CHANGE', value: 'Невский пр-т, 28' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    expect(addressView(actor.getSnapshot())).toMatchObject({
      suggestions: ['Невский пр-т, д. 28'],
      announcement: 'Найден 1\u00a0адрес',
      hint: 'Выберите адрес',
    });
    actor.send({ type: 'SUGGESTION.SELECT', index: 0 });
    actor.send({ type: 'FLAT.CHANGE', value: '5' });
    expect(addressView(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(calls('deliveries/check-address')[0]?.body).toMatchObject({
      addressInfo: { street: 'Невский пр-т', house: '28', city_id: 1, city: 'Санкт-Петербург' },
    });
    const view = addressView(actor.getSnapshot());
    expect(view).toMatchObject({
      checkState: 2,
      error: undefined,
      currentText: 'Санкт-Петербург, Невский пр-т, д. 28, кв. 5',
      formOpen: false,
    });
    expect(view.options.filter((o) => o.selected).map((o) => o.text)).toEqual(['Санкт-Петербург, Невский пр-т, д. 28, кв. 5']);
  });

  it('Minsk: suggestions by the circle alone (no KLADR in Belarus); Немига checked and saved', async () => {
    const { actor } = await start('demo-minsk');
    await typeAndPick(actor, 'Немига 5', 'ул. Немига, д. 5');
    const body = calls('address-suggest/suggest')[0]?.body;
    expect(body).toMatchObject({ cityId: 20, locations_geo: [{ lat: 53.9023, lon: 27.5619, radius_meters: 30_000 }] });
    expect(body).not.toHaveProperty('locations');
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({
      checkState: 2,
      currentText: 'Минск, ул. Немига, д. 5',
      placeholder: 'Например, пр-т Независимости, 4',
    });
  });

  it('the suggestions and the check answer per city: a Moscow street is not suggested in Minsk and is outside the St Petersburg zone', async () => {
    const minsk = await start('demo-minsk');
    minsk.actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(250);
    await waitFor(minsk.actor, (s) => s.matches({ form: 'results' }));
    expect(addressView(minsk.actor.getSnapshot())).toMatchObject({ suggestions: [], hint: 'Ничего не найдено' });
    minsk.actor.stop();
    const { actor } = await start('demo-spb');
    actor.send({ type: 'SUBMIT.INFO', address: { street: 'ул. Тверская', house: '7', city_id: 1 } });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({
      checkState: 3,
      error: 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время',
    });
    await typeAndPick(actor, 'Выборг 8', 'Выборг, пр-т Ленина, д. 8');
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(addressView(actor.getSnapshot())).toMatchObject({
      checkState: 3,
      error: 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время',
    });
  });

  it('a typed house that matches nothing says the address is not in the base (hint, announcement, submit)', async () => {
    const { actor } = await start('demo-spb');
    actor.send({ type: 'QUERY.CHANGE', value: 'Невский 9999' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    const notFound = 'Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную';
    expect(addressView(actor.getSnapshot())).toMatchObject({
      suggestions: [],
      hint: notFound,
      announcement: 'Ничего не найдено',
      canSubmit: false,
    });
    actor.send({ type: 'SUBMIT' });
    expect(addressView(actor.getSnapshot()).formError).toBe(notFound);
  });
});
