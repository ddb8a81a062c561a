import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { addressSuggestView, isValidFlat } from './address-suggest.machine';

const harness = useSandbox();

function start() {
  const { ports } = harness.setup();
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  return createActor(mealflow.machines.addressSuggest, { input: { cityId: 2 } }).start();
}

const suggestCalls = () => harness.sandbox.store.log.filter((l) => l.call === 'address-suggest/suggest');

describe('address suggestions (through the sandbox)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('hints, debounces 250 ms, requests 10 and shows at most 8', async () => {
    const actor = start();
    expect(addressSuggestView(actor.getSnapshot()).hint).toBe('Введите адрес ...');
    actor.send({ type: 'QUERY.CHANGE', value: 'Тв' });
    actor.send({ type: 'QUERY.CHANGE', value: 'Твер' });
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(249);
    expect(suggestCalls()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await waitFor(actor, (s) => s.matches('results'));
    expect(suggestCalls()).toHaveLength(1);
    const view = addressSuggestView(actor.getSnapshot());
    expect(view.hint).toBe('Выберите адрес');
    expect(view.suggestions.length).toBeLessThanOrEqual(8);
    expect(view.suggestions[0]).toBe('ул. Тверская');
  });

  it('a street without a house keeps asking for the house; a full address is ready to check', async () => {
    const actor = start();
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches('results'));
    actor.send({ type: 'SUGGESTION.SELECT', index: 0 });
    expect(addressSuggestView(actor.getSnapshot())).toMatchObject({ query: 'ул. Тверская, ', addressInfo: undefined });
    actor.send({ type: 'QUERY.CHANGE', value: 'ул. Тверская, 7' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches('results'));
    actor.send({ type: 'SUGGESTION.SELECT', index: 0 });
    actor.send({ type: 'FLAT.CHANGE', value: '12(а)' });
    expect(addressSuggestView(actor.getSnapshot()).addressInfo).toMatchObject({ street: 'ул. Тверская', house: '7', city_id: 2, flat: '12(а)' });
  });

  it('says nothing was found', async () => {
    const actor = start();
    actor.send({ type: 'QUERY.CHANGE', value: 'Несуществующая' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches('results'));
    expect(addressSuggestView(actor.getSnapshot()).hint).toBe('Ничего не найдено');
  });

  it('a failed suggestion call falls back to the manual-entry text', async () => {
    harness.sandbox.faults.inject('address-suggest/suggest', { kind: 'status', status: 503, times: 1 });
    const actor = start();
    actor.send({ type: 'QUERY.CHANGE', value: 'Тверская' });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches('results'));
    expect(addressSuggestView(actor.getSnapshot()).hint).toBe('Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную');
  });

  it('validates the flat', () => {
    expect(isValidFlat('12')).toBe(true);
    expect(isValidFlat('12-Б(2)')).toBe(true);
    expect(isValidFlat('12/3')).toBe(false);
  });
});
