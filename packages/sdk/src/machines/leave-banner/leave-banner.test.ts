import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPortsOptions } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { leaveBannerView } from './leave-banner.connect';
import { LEAVE_BANNER_STORAGE_KEY, leaveBannerMachine, type LeaveBannerEvent, type LeaveBannerInput } from './leave-banner.machine';

const harness = useSandbox();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: LeaveBannerInput = { variant: 'p1' }, portOptions: MemoryPortsOptions = {}) {
  const { ports } = harness.setup(portOptions);
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.leaveBanner, { input }).start();
  return { actor, ports };
}

describe('leave banner (through the sandbox)', () => {
  it('desktop: opens when the mouse leaves, phone then code, logs in with the discount', async () => {
    const { actor, ports } = start({ variant: 'p2' });
    expect(actor.getSnapshot().matches('watchingMouse')).toBe(true);
    expect(leaveBannerView(actor.getSnapshot()).visible).toBe(false);
    actor.send({ type: 'MOUSE.LEAVE' });
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({
      visible: true,
      step: 'phone',
      acceptLabel: 'Получить скидку',
      refuseLabel: 'Отказаться от скидки',
      discountPercent: 5,
      offerText: 'Дополнительные 5% скидки на первый заказ: питание на весь день без готовки',
      secondsLeft: 300,
      timeLeft: '5:00',
    });
    expect(ports.storage.get(LEAVE_BANNER_STORAGE_KEY)).toBeDefined();
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(leaveBannerView(actor.getSnapshot()).phoneError).toBe('Введите телефон для связи с вами');
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: { step: 'code' } }));
    expect(leaveBannerView(actor.getSnapshot()).step).toBe('code');
    actor.send({ type: 'CODE.CHANGE', value: '1111' });
    await waitFor(actor, (s) => s.matches({ open: { step: 'code' } }) && s.context.codeError !== undefined);
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({ code: '', codeError: 'Вы ввели неверный пароль', focusCodeKey: 1 });
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ result: 'accepted', variant: 'p2', discountPercent: 5, promocode: 'NEUHODI' });
    expect(actor.getSnapshot().output?.login?.profile.phone).toBe('+79161234567');
  });

  it('the trial variant: Заказать меню на день, 10% off', () => {
    const { actor } = start({ variant: 'trial' });
    actor.send({ type: 'MOUSE.LEAVE' });
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({ acceptLabel: 'Заказать меню на день', discountPercent: 10, offerText: 'Скидка 10% на меню на день' });
  });

  it('phone: opens after 15 s without touch; a touch starts the 15 s again; mouse leave means nothing', () => {
    const { actor } = start({ variant: 'p3' }, { smartphone: true });
    expect(actor.getSnapshot().matches('watchingTouch')).toBe(true);
    actor.send({ type: 'MOUSE.LEAVE' });
    vi.advanceTimersByTime(14_000);
    actor.send({ type: 'TOUCH' });
    vi.advanceTimersByTime(14_000);
    expect(leaveBannerView(actor.getSnapshot()).visible).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(leaveBannerView(actor.getSnapshot()).visible).toBe(true);
  });

  it('the 300-second countdown follows the wall clock and ends the offer', () => {
    const { actor } = start();
    actor.send({ type: 'MOUSE.LEAVE' });
    vi.advanceTimersByTime(61_000);
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({ secondsLeft: 239, timeLeft: '3:59', countdownText: 'Предложение действует ещё 3:59' });
    vi.advanceTimersByTime(239_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ result: 'expired', promocode: undefined });
  });

  it('a background tab whose timers were throttled still shows the right time', () => {
    const { actor, ports } = start();
    actor.send({ type: 'MOUSE.LEAVE' });
    // The clock jumps 100 s while no timer fired; the next tick reads the clock.
    ports.clock.advance(100_000);
    vi.advanceTimersByTime(1_000);
    expect(leaveBannerView(actor.getSnapshot()).secondsLeft).toBe(199);
  });

  it('shown once: dismissed, and not shown again to the same visitor', () => {
    const { actor, ports } = start();
    actor.send({ type: 'MOUSE.LEAVE' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().output?.result).toBe('dismissed');
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports });
    const again = createActor(mealflow.machines.leaveBanner, { input: { variant: 'p1' } }).start();
    expect(again.getSnapshot().output?.result).toBe('notShown');
  });

  it('not for old or active clients', () => {
    for (const activityStatus of ['old', 'freshly_active', 'second_order_active']) {
      const { actor } = start({ variant: 'p1', activityStatus });
      expect(actor.getSnapshot().output?.result).toBe('notShown');
    }
    expect(start({ variant: 'p1', activityStatus: 'new' }).actor.getSnapshot().matches('watchingMouse')).toBe(true);
  });

  it('a failed SMS shows a network error and keeps the phone step', async () => {
    const { actor } = start();
    harness.sandbox.faults.inject('authentication/send-sms', { kind: 'network', times: 1 });
    actor.send({ type: 'MOUSE.LEAVE' });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: { step: 'phone' } }) && s.context.networkError !== undefined);
    expect(leaveBannerView(actor.getSnapshot()).networkError).toBe('Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз');
  });
});

describe('leave banner (model)', () => {
  it('reaches every state', () => {
    const wrong = new ApiError({ kind: 'http', call: 'authentication/login', status: 400, message: 'x', userMessage: 'x', messages: ['Вы ввели неверный пароль'] });
    const network = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'x' });
    const events = [
      { type: 'MOUSE.LEAVE' },
      { type: 'TOUCH' },
      { type: 'xstate.after.leaveDetection.leaveBanner.watchingTouch' },
      { type: 'PHONE.CHANGE', value: '9161234567' },
      { type: 'PHONE.SUBMIT' },
      { type: 'PHONE.EDIT' },
      { type: 'CODE.CHANGE', value: '4567' },
      { type: 'CODE.RESEND' },
      { type: 'DISMISS' },
      { type: 'xstate.after.countdownTick.leaveBanner.open.timer.running' },
      { type: 'xstate.done.actor.sendSms' },
      { type: 'xstate.error.actor.sendSms', error: network },
      { type: 'xstate.done.actor.login', output: { token: 't', profile: { id: 1 } } },
      { type: 'xstate.error.actor.login', error: wrong },
    ] as unknown as LeaveBannerEvent[];
    const reached = new Set<string>();
    for (const [input, smartphone] of [
      [{ variant: 'p1' }, false],
      [{ variant: 'trial' }, true],
      [{ variant: 'p1', activityStatus: 'old' }, false],
    ] as const) {
      // The countdown tick jumps to the deadline here, so the model also reaches `expired`.
      const machine = leaveBannerMachine.provide({
        guards: { isSmartphone: () => smartphone },
        actions: { tick: assign(({ context }) => ({ now: context.deadline ?? 0 })) },
      });
      const paths = getShortestPaths(machine, {
        events,
        input,
        serializeState: (s) => JSON.stringify([s.value, s.context.phone !== '', Boolean(s.context.codeError), Boolean(s.context.networkError)]),
      });
      for (const p of paths) reached.add(JSON.stringify(p.state.value));
    }
    for (const state of [
      '"watchingMouse"',
      '"watchingTouch"',
      '{"open":{"timer":"running","step":"phone"}}',
      '{"open":{"timer":"running","step":"sending"}}',
      '{"open":{"timer":"running","step":"code"}}',
      '{"open":{"timer":"running","step":"checking"}}',
      '"accepted"',
      '"dismissed"',
      '"expired"',
      '"notShown"',
    ]) {
      expect(reached).toContain(state);
    }
  });
});
