import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { connectStopSubscription } from './stop-subscription.connect';

const harness = useSandbox();

async function open(id: string, cityId?: number) {
  const { ports, api } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const subscription = (await api.call(clientSubscriptions.list, {})).subscriptions.find((s) => s.clientSubscriptionId_H === id);
  if (!subscription) throw new Error(id);
  const input = { subscription: cityId === undefined ? subscription : { ...subscription, city_id: cityId } };
  const actor = createActor(mealflow.machines.stopSubscription, { input }).start();
  return { actor, view: () => connectStopSubscription(actor.getSnapshot(), actor.send) };
}

describe('stop subscription machine (through the sandbox)', () => {
  it('a subscription without a penalty states only the 990 ₽ fee; BACK returns to the feedback with the reason kept', async () => {
    const { actor, view } = await open('cs-24');
    view().setReason('price');
    view().next();
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(view()).toMatchObject({ feeText: 'Плата за отмену подписки — 990\u00a0₽', penaltyText: undefined, totalText: undefined });
    view().back();
    expect(view()).toMatchObject({
      step: 'feedback',
      reasons: expect.arrayContaining([{ value: 'price', label: 'Слишком дорого', checked: true }]),
    });
  });

  it('a Minsk subscription’s fee is the spec’s 990 ₽ too, not 990 руб. (roubles relabelled as Belarusian ones)', async () => {
    const { actor, view } = await open('cs-24', 20);
    view().setReason('price');
    view().next();
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(view().feeText).toBe('Плата за отмену подписки — 990\u00a0₽');
  });

  it('a failed stop keeps the confirmation with the server’s message; confirming again stops it', async () => {
    harness.sandbox.faults.inject('client-subscriptions/stop', {
      kind: 'status',
      status: 400,
      times: 1,
      body: { success: false, messages: ['Сейчас нельзя остановить подписку'] },
    });
    const { actor, view } = await open('cs-24');
    view().setReason('travel');
    view().next();
    await waitFor(actor, (s) => s.matches('confirming'));
    view().confirm();
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== undefined);
    expect(view()).toMatchObject({ step: 'confirm', error: 'Сейчас нельзя остановить подписку' });
    view().confirm();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.subscription?.status).toBe('stopped');
  });

  it('a failed feedback stays on the feedback step with the message', async () => {
    harness.sandbox.faults.inject('client-subscriptions/feedback-for-stop', {
      kind: 'status',
      status: 400,
      times: 1,
      body: { success: false, messages: ['Выберите причину'] },
    });
    const { actor, view } = await open('cs-24');
    view().setReason('menu');
    view().next();
    await waitFor(actor, (s) => s.matches('feedback') && s.context.error !== undefined);
    expect(view().error).toBe('Выберите причину');
  });
});
