import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from '../../api/endpoints/auth';
import { loyaltyView } from './loyalty.connect';
import { provideLoyalty } from './loyalty.provide';
import { isLoyaltyEnabled, nextStatus, progressPercent, remainingTo } from './loyalty.rules';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function mealflowFor(token: string) {
  return sandboxClient(harness, { token }).mealflow;
}

const start = (token = 'sandbox-token-returning') => createActor(provideLoyalty(mealflowFor(token).deps)).start();
const calls = () => harness.sandbox.store.log.map((e) => e.call);

describe('loyalty rules', () => {
  it('is on unless the profile says false', () => {
    expect(isLoyaltyEnabled({ isLoyaltyEnabled: true })).toBe(true);
    expect(isLoyaltyEnabled({ isLoyaltyEnabled: null })).toBe(true);
    expect(isLoyaltyEnabled({})).toBe(true);
    expect(isLoyaltyEnabled(undefined)).toBe(true);
    expect(isLoyaltyEnabled({ isLoyaltyEnabled: false })).toBe(false);
  });

  it('measures the way to the next status', () => {
    const statuses = [
      { id: 'a', title: 'A', threshold: 0, benefits: [] },
      { id: 'b', title: 'B', threshold: 100, benefits: [] },
    ];
    expect(nextStatus(statuses, { statusId: 'a', amount: 40 })?.id).toBe('b');
    expect(nextStatus(statuses, { statusId: 'b', amount: 140, nextStatusId: null })).toBeUndefined();
    expect(progressPercent(0, 100, 40)).toBe(40);
    expect(progressPercent(30_000, 60_000, 42_300)).toBe(41);
    expect(progressPercent(0, 100, 140)).toBe(100);
    expect(remainingTo({ threshold: 60_000 }, 42_300)).toBe(17_700);
  });
});

describe('loyalty machine (through the sandbox)', () => {
  it('shows the returning client the current status, the progress bar to the next and every status', async () => {
    const actor = start();
    expect(loyaltyView(actor.getSnapshot()).status).toBe('loading');
    const view = loyaltyView(await waitFor(actor, (s) => s.matches('ready')));
    expect(view.status).toBe('ready');
    expect(view.currentText).toBe('Ваш статус: «Серебряный»');
    expect(view.paidText).toBe('Оплачено заказов на 42\u00a0300\u00a0₽');
    expect(view.currentBenefits).toContain('Подарок ко дню рождения');
    expect(view.progress).toEqual({
      label: 'Путь к статусу «Золотой»',
      min: 30_000,
      max: 60_000,
      now: 42_300,
      valueText: '42\u00a0300\u00a0₽ из 60\u00a0000\u00a0₽',
      percent: 41,
      remainingText: 'До статуса «Золотой» осталось 17\u00a0700\u00a0₽',
    });
    expect(view.statuses.map((s) => [s.title, s.thresholdText, s.current])).toEqual([
      ['Базовый', 'С первого оплаченного заказа', false],
      ['Серебряный', 'От 30\u00a0000\u00a0₽ оплаченных заказов', true],
      ['Золотой', 'От 60\u00a0000\u00a0₽ оплаченных заказов', false],
      ['Платиновый', 'От 120\u00a0000\u00a0₽ оплаченных заказов', false],
    ]);
  });

  it('gives a new client the statuses without a status of their own', async () => {
    const { client_token: token } = await mealflowFor('').api.call(auth.login, { phone: '+79161234567', code: '4567' });
    const view = loyaltyView(await waitFor(start(token), (s) => s.matches('ready')));
    expect(view).toMatchObject({ status: 'empty', currentText: undefined, progress: undefined });
    expect(view.statuses).toHaveLength(4);
  });

  it('is off when the profile says isLoyaltyEnabled: false, and never asks for the progress', async () => {
    const client = harness.sandbox.store.clients.get('+79990000001');
    if (!client) throw new Error('seed');
    client.profile = { ...client.profile, isLoyaltyEnabled: false };
    const view = loyaltyView(await waitFor(start(), (s) => s.matches('disabled')));
    expect(view.status).toBe('disabled');
    expect(calls()).not.toContain('clients/loyalty/progress');
  });

  it('fails to load with a Russian error and retries', async () => {
    harness.sandbox.faults.inject('loyalty/statuses', { kind: 'status', status: 500, times: 1 });
    const actor = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(loyaltyView(failed).error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
