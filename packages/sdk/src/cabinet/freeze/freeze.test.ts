import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import * as v from 'valibot';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { createMealflow } from '../../create-mealflow';
import { addDays } from '../../domain/dates';
import { connectFreeze } from './freeze.connect';
import { earliestFreezeDate, freezeRangeProblem } from './freeze.rules';
import { cabinetDay } from '../../testing/cabinet';

const harness = useSandbox();
const today = () => cabinetDay(harness).today;

/** The freeze dialog on its own, at a Moscow wall-clock time of today (the sandbox's X-Test-Time and the view's "now"). */
async function open(id: string, time = '10:00:00', mode: 'freeze' | 'unfreeze' = 'freeze') {
  const { ports, api } = harness.setup({
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T${time}+03:00` },
  });
  const nowMs = Date.parse(`${today()}T${time}+03:00`);
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const { subscriptions } = await api.call(clientSubscriptions.list, {});
  const subscription = subscriptions.find((s) => s.clientSubscriptionId_H === id);
  if (!subscription) throw new Error(id);
  const actor = createActor(mealflow.machines.freeze, { input: { subscription, mode } }).start();
  return { actor, nowMs, view: () => connectFreeze(actor.getSnapshot(), actor.send, { nowMs }) };
}

describe('freeze machine (through the sandbox)', () => {
  it('offers the delivery calendar from tomorrow and lengths up to the days left; after the 19:59:59 cut-off tomorrow is gone', async () => {
    const morning = await open('cs-24');
    expect(
      morning
        .view()
        .startOptions.map((o) => o.value)
        .slice(0, 3),
    ).toEqual([addDays(today(), 1), addDays(today(), 3), addDays(today(), 5)]);
    expect(morning.view().startOptions[0]?.label).toMatch(/^[а-я]{2}, \d{2}\.\d{2}\.\d{4}$/);
    expect(morning.view().lengthOptions).toHaveLength(4);
    const evening = await open('cs-24', '20:00:00');
    expect(earliestFreezeDate(evening.nowMs)).toBe(addDays(today(), 2));
    expect(evening.view().startOptions[0]?.value).toBe(addDays(today(), 3));
  });

  it('shows the server’s message when the freeze is refused, and freezes once the range is right', async () => {
    const { actor, view } = await open('cs-24', '10:00:00');
    // A range the picker would not offer (5 days of 4 left), sent as the server sees it.
    actor.send({ type: 'SUBMIT', period: { dateFrom: addDays(today(), 1), dateTo: addDays(today(), 5) } });
    await waitFor(actor, (s) => s.matches('picking') && s.context.error !== undefined);
    expect(view().error).toBe('Можно заморозить не больше чем на 4\u00a0дня');
    actor.send({ type: 'SUBMIT', period: { dateFrom: today(), dateTo: today() } });
    await waitFor(actor, (s) => s.matches('picking') && s.context.error?.includes('прошедшие') === true);
    view().setStart(addDays(today(), 3));
    view().setDays(2);
    expect(view().error).toBeUndefined();
    view().submit();
    expect(view()).toMatchObject({ busy: true, submitLabel: 'Замораживаем…', canSubmit: false });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.subscription?.freezes.at(-1)).toEqual({
      dateFrom: addDays(today(), 3),
      dateTo: addDays(today(), 4),
    });
  });

  it('an overlapping freeze is refused with the server’s message; unfreezing ends the freeze in progress yesterday', async () => {
    const frozen = await open('cs-frozen');
    frozen.actor.send({ type: 'SUBMIT', period: { dateFrom: addDays(today(), 1), dateTo: addDays(today(), 3) } });
    await waitFor(frozen.actor, (s) => s.context.error !== undefined);
    expect(frozen.view().error).toMatch(/^Эти даты пересекаются с заморозкой с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/);
    frozen.view().cancel();
    expect(frozen.actor.getSnapshot().output).toEqual({ subscription: undefined });
    const un = await open('cs-frozen', '10:00:00', 'unfreeze');
    expect(un.view()).toMatchObject({ mode: 'unfreeze', submitLabel: 'Разморозить' });
    un.view().submit();
    await waitFor(un.actor, (s) => s.status === 'done');
    expect(un.actor.getSnapshot().output?.subscription?.freezes).toEqual([
      { dateFrom: addDays(today(), -1), dateTo: addDays(today(), -1) },
    ]);
  });

  it('the rule the sandbox validates with is the one the picker follows', () => {
    const nowMs = Date.parse(`${today()}T10:00:00+03:00`);
    const sub = v.parse(ClientSubscription, {
      clientSubscriptionId_H: 'x',
      id_H: 'p',
      meal_days_count: 24,
      freeze_days_limit: 2,
      freezes: [{ dateFrom: addDays(today(), 5), dateTo: addDays(today(), 5) }],
    });
    expect(freezeRangeProblem(sub, { dateFrom: addDays(today(), 1), dateTo: addDays(today(), 1) }, nowMs)).toBeUndefined();
    expect(freezeRangeProblem(sub, { dateFrom: addDays(today(), 1), dateTo: addDays(today(), 2) }, nowMs)).toBe(
      'Можно заморозить не больше чем на 1\u00a0день',
    );
    expect(freezeRangeProblem(sub, { dateFrom: addDays(today(), 5), dateTo: addDays(today(), 5) }, nowMs)).toContain('пересекаются');
    expect(freezeRangeProblem({ ...sub, status: 'stopped' }, { dateFrom: addDays(today(), 1), dateTo: addDays(today(), 1) }, nowMs)).toBe(
      'Подписка остановлена',
    );
  });
});
