import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { connectFitness, fitnessView } from './fitness.connect';
import { cabinetClient, cabinetDay, expectLoadRetry } from '../../testing/cabinet';

/** The fitness page through the sandbox (personal-cabinet §2.1 subscriptions/fitness, §3 fitness_months, §7 the sports-club request). */
const harness = useSandbox();
const nowMs = () => cabinetDay(harness).nowMs;

function start() {
  const { mealflow } = cabinetClient(harness);
  return createActor(mealflow.machines.fitness, { input: { brand: 'main' } }).start();
}

describe('fitness machine (through the sandbox)', () => {
  it('lists the subscriptions with the sports club and asks for the promo code once', async () => {
    const actor = start();
    expect(fitnessView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const view = connectFitness(actor.getSnapshot(), actor.send, { nowMs: nowMs() });
    expect(view.cards).toEqual([
      expect.objectContaining({
        id: 'cs-frozen',
        title: 'Прайм',
        menuTitle: 'Баланс',
        stateText: 'Заморожена',
        monthsText: 'Фитнес-клуб: 3\u00a0месяца занятий',
        canRequest: true,
        requestedText: undefined,
      }),
    ]);
    view.requestPromo('cs-frozen');
    expect(fitnessView(actor.getSnapshot()).cards[0]).toMatchObject({ requesting: true, canRequest: false });
    // A second click while it is sent is not a second request.
    view.requestPromo('cs-frozen');
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(fitnessView(actor.getSnapshot()).cards[0]).toMatchObject({
      requesting: false,
      canRequest: false,
      requestedText: 'Заявка принята. Мы позвоним и пришлём промокод в СМС',
    });
    actor.send({ type: 'PROMO.REQUEST', id: 'cs-frozen' });
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
    expect(harness.sandbox.store.counters.get('sportsClub:cs-frozen')).toBe(1);
  });

  it('a refused request shows the server’s message on its card and keeps the button', async () => {
    harness.sandbox.faults.inject('client-subscriptions/recall-request-for-promotional-code-in-sports-club', {
      kind: 'status',
      status: 400,
      times: 1,
      body: { success: false, messages: ['Промокоды закончились, попробуйте завтра'] },
    });
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    actor.send({ type: 'PROMO.REQUEST', id: 'cs-frozen' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(fitnessView(actor.getSnapshot()).cards[0]).toMatchObject({
      error: 'Промокоды закончились, попробуйте завтра',
      canRequest: true,
      requestedText: undefined,
    });
    actor.send({ type: 'PROMO.REQUEST', id: 'cs-frozen' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(fitnessView(actor.getSnapshot()).cards[0]).toMatchObject({
      error: undefined,
      requestedText: 'Заявка принята. Мы позвоним и пришлём промокод в СМС',
    });
  });

  it('an answer without success is a refusal too', async () => {
    harness.sandbox.faults.inject('client-subscriptions/recall-request-for-promotional-code-in-sports-club', {
      kind: 'status',
      status: 200,
      times: 1,
      body: { success: false, messages: ['Заявка уже принята'] },
    });
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    actor.send({ type: 'PROMO.REQUEST', id: 'cs-frozen' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(fitnessView(actor.getSnapshot()).cards[0]?.error).toBe('Заявка уже принята');
  });

  it('is empty when no running subscription includes the club; a failed load offers Повторить', async () => {
    const actor = await expectLoadRetry({
      harness,
      call: 'client-subscriptions',
      start,
      view: fitnessView,
      retry: (failed) => {
        const prime = harness.sandbox.store.subscriptions.get('cs-frozen');
        if (!prime) throw new Error('no seeded subscription');
        prime.subscription = { ...prime.subscription, status: 'stopped' };
        connectFitness(failed.getSnapshot(), failed.send).retry();
      },
      ready: { ready: 'empty' },
    });
    expect(fitnessView(actor.getSnapshot())).toMatchObject({ status: 'empty', cards: [], subscribePath: '/dashboard/subscribe' });
  });
});
