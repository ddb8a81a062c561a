import { describe, expect, it } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays } from '../domain/dates';
import { clientSubscriptions } from './endpoints/subscriptions';
import { COOKIES } from './protocol';
import { newIntentKey } from './effects';
import { cabinetDay } from '../testing/cabinet';

/** The subscription endpoints against the sandbox: shapes validate, the seed and the freeze rules hold. */
const harness = useSandbox();

const today = () => cabinetDay(harness).today;
const at = (time: string, token = 'sandbox-token-returning') =>
  harness.setup({ cookies: { [COOKIES.testTime]: `${today()}T${time}+03:00`, [COOKIES.clientToken]: token } }).api;

describe('subscriptions API through the sandbox', () => {
  it('lists the returning client’s active, frozen and stopped subscriptions; other clients see none', async () => {
    const { subscriptions } = await at('10:00:00').call(clientSubscriptions.list, { brandId_H: 'main' });
    expect(subscriptions.map((s) => [s.clientSubscriptionId_H, s.status])).toEqual([
      ['cs-24', 'active'],
      ['cs-frozen', 'active'],
      ['cs-stopped', 'stopped'],
    ]);
    expect(subscriptions[0]).toMatchObject({
      id_H: 'sub-24',
      freeze_days_limit: 7,
      freezes: [{ dateFrom: addDays(today(), -20), dateTo: addDays(today(), -18) }],
    });
    expect(subscriptions[1]?.freezes).toEqual([{ dateFrom: addDays(today(), -1), dateTo: addDays(today(), 2) }]);
    expect((await at('10:00:00').call(clientSubscriptions.list, { brandId_H: 'wowfood' })).subscriptions).toEqual([]);
    await expect(at('10:00:00', 'nope').call(clientSubscriptions.list, {})).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('freeze/create answers with messages: in the past, past the cut-off, beyond the days left, overlapping; then freezes and cancels', async () => {
    const api = at('10:00:00');
    const freeze = (dateFrom: string, dateTo: string, id = 'cs-24') =>
      api.call(clientSubscriptions.freeze, { clientSubscriptionId_H: id, dateFrom, dateTo }, { idempotencyKey: newIntentKey() });
    await expect(freeze(today(), addDays(today(), 1))).rejects.toMatchObject({
      status: 400,
      messages: [expect.stringContaining('прошедшие даты')],
    });
    await expect(freeze(addDays(today(), 1), addDays(today(), 5))).rejects.toMatchObject({
      messages: ['Можно заморозить не больше чем на 4\u00a0дня'],
    });
    await expect(freeze(addDays(today(), 3), addDays(today(), 1))).rejects.toMatchObject({
      messages: ['Дата окончания заморозки раньше даты начала'],
    });
    await expect(freeze(addDays(today(), 2), addDays(today(), 3), 'cs-frozen')).rejects.toMatchObject({
      messages: [expect.stringContaining('пересекаются с заморозкой')],
    });
    // After the evening cut-off tomorrow is taken: the freeze starts the day after at the earliest.
    await expect(
      at('20:00:00').call(
        clientSubscriptions.freeze,
        { clientSubscriptionId_H: 'cs-24', dateFrom: addDays(today(), 1), dateTo: addDays(today(), 1) },
        { idempotencyKey: newIntentKey() },
      ),
    ).rejects.toMatchObject({ status: 400 });
    const { subscription } = await freeze(addDays(today(), 1), addDays(today(), 3));
    expect(subscription.freezes).toHaveLength(2);
    const unfrozen = await api.call(clientSubscriptions.unfreeze, { clientSubscriptionId_H: 'cs-24' }, { idempotencyKey: newIntentKey() });
    expect(unfrozen.subscription.freezes).toHaveLength(1);
    await expect(
      api.call(clientSubscriptions.unfreeze, { clientSubscriptionId_H: 'cs-24' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({ status: 400 });
    // A freeze in progress ends yesterday.
    const frozen = await api.call(
      clientSubscriptions.unfreeze,
      { clientSubscriptionId_H: 'cs-frozen' },
      { idempotencyKey: newIntentKey() },
    );
    expect(frozen.subscription.freezes).toEqual([{ dateFrom: addDays(today(), -1), dateTo: addDays(today(), -1) }]);
  });

  it('feedback-for-stop asks for a reason (and a comment for “other”), stop stops once; create makes one from an order', async () => {
    const api = at('10:00:00');
    await expect(api.call(clientSubscriptions.feedbackForStop, { clientSubscriptionId_H: 'cs-24', reason: '' })).rejects.toMatchObject({
      messages: ['Выберите причину'],
    });
    await expect(api.call(clientSubscriptions.feedbackForStop, { clientSubscriptionId_H: 'cs-24', reason: 'other' })).rejects.toMatchObject(
      { messages: ['Расскажите, что случилось'] },
    );
    await api.call(clientSubscriptions.feedbackForStop, { clientSubscriptionId_H: 'cs-24', reason: 'travel' });
    expect(harness.sandbox.store.counters.get('stopFeedback:cs-24')).toBe(1);
    const { subscription } = await api.call(
      clientSubscriptions.stop,
      { clientSubscriptionId_H: 'cs-24' },
      { idempotencyKey: newIntentKey() },
    );
    expect(subscription).toMatchObject({ status: 'stopped', stoppedAt: today(), deliveryDates: [] });
    await expect(
      api.call(clientSubscriptions.stop, { clientSubscriptionId_H: 'cs-24' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({
      messages: ['Подписка уже остановлена'],
    });
    const created = await api.call(
      clientSubscriptions.create,
      { subscriptionId_H: 'sub-21', orderId_H: 'lk-paid' },
      { idempotencyKey: newIntentKey() },
    );
    expect(created.subscription).toMatchObject({ id_H: 'sub-21', meal_days_count: 21, orderId_H: 'lk-paid', status: 'active' });
    await expect(
      api.call(clientSubscriptions.create, { subscriptionId_H: 'nope', orderId_H: 'lk-paid' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({ messages: ['Эта подписка недоступна'] });
  });
});
