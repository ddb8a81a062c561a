import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, waitFor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPortsOptions } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { connectLeaveBanner, leaveBannerView, type LeaveBannerSnapshot } from './leave-banner.connect';
import { PRESET_PROMOCODE_KEY } from '../../domain/preset-promocode';
import { TARGET_COOKIE } from '../../domain/pricing';
import { LEAVE_BANNER_STORAGE_KEY, leaveBannerLogic, type LeaveBannerEvent, type LeaveBannerInput } from './leave-banner.machine';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A banner in Moscow unless the test names another city. */
function start(
  input: Omit<LeaveBannerInput, 'cityId'> & { cityId?: number } = { product: 'standard' },
  portOptions: MemoryPortsOptions = {},
) {
  const { ports, mealflow } = sandboxClient(harness, portOptions);
  const actor = createActor(mealflow.machines.leaveBanner, { input: { cityId: 2, ...input } }).start();
  return { actor, ports, mealflow };
}

/** The banner's steps 1 and 2: its invoked login machine. */
const loginOf = (actor: { getSnapshot: () => LeaveBannerSnapshot }) => {
  const child = actor.getSnapshot().children.login;
  if (!child) throw new Error('the banner is not open');
  return child;
};

describe('leave banner (through the sandbox)', () => {
  it('desktop: opens when the mouse leaves, phone then code, logs in with the discount', async () => {
    const { actor, ports } = start({ product: 'standard' }, { cookies: { [TARGET_COOKIE]: 'p2' } });
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
    // Steps 1 and 2 are the login machine itself, invoked by the banner (no copy of it).
    const login = loginOf(actor);
    login.send({ type: 'PHONE.SUBMIT' });
    expect(leaveBannerView(actor.getSnapshot()).login?.phoneError).toBe('Введите телефон для связи с вами');
    login.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    expect(leaveBannerView(actor.getSnapshot()).step).toBe('code');
    login.send({ type: 'CODE.CHANGE', value: '1111' });
    await waitFor(login, (s) => s.matches('code') && s.context.codeError !== undefined);
    expect(leaveBannerView(actor.getSnapshot()).login).toMatchObject({ code: '', codeError: 'Вы ввели неверный пароль', focusCodeKey: 1 });
    login.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ result: 'accepted', variant: 'p2', discountPercent: 5, promocode: 'NEUHODI' });
    expect(actor.getSnapshot().output?.login?.profile.phone).toBe('+79161234567');
    expect(ports.storage.get(PRESET_PROMOCODE_KEY)).toBe('NEUHODI');
  });

  it('accepting hands the login to the session itself (LOGGED_IN), with the code kept for the checkout', async () => {
    const { ports, mealflow } = sandboxClient(harness);
    const session = createActor(mealflow.machines.session).start();
    await waitFor(session, (s) => s.matches('anonymous'));
    const actor = createActor(mealflow.machines.leaveBanner, { input: { cityId: 2, product: 'standard', session } }).start();
    actor.send({ type: 'MOUSE.LEAVE' });
    const login = loginOf(actor);
    login.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    login.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(session.getSnapshot().context.profile?.phone).toBe('+79161234567');
    expect(ports.storage.get(PRESET_PROMOCODE_KEY)).toBe('NEUHODI');
    expect(actor.getSnapshot().output?.result).toBe('accepted');
  });

  it("a 429 on the code keeps it and says so (the login machine's rule, not a copy)", async () => {
    const { actor } = start();
    actor.send({ type: 'MOUSE.LEAVE' });
    const login = loginOf(actor);
    login.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    harness.sandbox.faults.inject('authentication/login', { kind: 'status', status: 429, times: 1 });
    login.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(login, (s) => s.matches('code') && s.context.networkError !== undefined);
    expect(leaveBannerView(actor.getSnapshot()).login).toMatchObject({
      code: '4567',
      codeError: undefined,
      networkError: 'Слишком много попыток. Попробуйте через минуту',
    });
  });

  it('the trial variant: Заказать меню на день, 10% off', () => {
    const { actor } = start({ product: 'day' }, { cookies: { [TARGET_COOKIE]: 'p2' } });
    actor.send({ type: 'MOUSE.LEAVE' });
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({
      acceptLabel: 'Заказать меню на день',
      discountPercent: 10,
      offerText: 'Скидка 10% на меню на день',
    });
  });

  it('phone: opens after 15 s without touch; a touch starts the 15 s again; mouse leave means nothing', () => {
    const { actor } = start({ product: 'standard' }, { smartphone: true, cookies: { [TARGET_COOKIE]: 'p3' } });
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
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({
      secondsLeft: 239,
      timeLeft: '3:59',
      countdownText: 'Предложение действует ещё 3:59',
    });
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
    const again = createActor(mealflow.machines.leaveBanner, { input: { cityId: 2, product: 'standard' } }).start();
    expect(again.getSnapshot().output?.result).toBe('notShown');
  });

  // Issue 31: the page's effect sent every target change to the finished banner ('sent to stopped actor').
  it('a finished banner takes no more input: nothing is sent to the stopped actor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor } = start({ product: 'standard', activityStatus: 'old' });
    const banner = connectLeaveBanner(actor.getSnapshot(), actor.send);
    banner.mouseLeft();
    banner.touched();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/stopped actor/);
    warn.mockRestore();
  });

  it('not for old or active clients', () => {
    for (const activityStatus of ['old', 'freshly_active', 'second_order_active']) {
      const { actor } = start({ product: 'standard', activityStatus });
      expect(actor.getSnapshot().output?.result).toBe('notShown');
    }
    expect(start({ product: 'standard', activityStatus: 'new' }).actor.getSnapshot().matches('watchingMouse')).toBe(true);
  });

  it('a failed SMS shows a network error and keeps the phone step', async () => {
    const { actor } = start();
    harness.sandbox.faults.inject('authentication/send-sms', { kind: 'network', times: 1 });
    actor.send({ type: 'MOUSE.LEAVE' });
    const login = loginOf(actor);
    login.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('phone') && s.context.networkError !== undefined);
    expect(leaveBannerView(actor.getSnapshot())).toMatchObject({
      step: 'phone',
      login: { networkError: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз' },
    });
  });
});

describe('leave banner (model)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'MOUSE.LEAVE' },
      { type: 'TOUCH' },
      { type: 'xstate.after.leaveDetection.leaveBanner.watchingTouch' },
      { type: 'DISMISS' },
      { type: 'xstate.after.countdownTick.leaveBanner.open.timer.running' },
      { type: 'xstate.done.actor.login', output: { token: 't', profile: { id: 1 } } },
    ] as unknown as LeaveBannerEvent[];
    const reached = new Set<string>();
    for (const [input, smartphone] of [
      [{ cityId: 2, product: 'standard' }, false],
      [{ cityId: 2, product: 'day' }, true],
      [{ cityId: 2, product: 'standard', activityStatus: 'old' }, false],
    ] as const) {
      // The countdown tick jumps to the deadline here, so the model also reaches `expired`.
      const machine = leaveBannerLogic.provide({
        guards: { isSmartphone: () => smartphone },
        actions: { tick: assign(({ context }) => ({ now: context.deadline ?? 0 })) },
      });
      const paths = getShortestPaths(machine, { events, input, serializeState: (s) => JSON.stringify(s.value) });
      for (const p of paths) reached.add(JSON.stringify(p.state.value));
    }
    for (const state of [
      '"watchingMouse"',
      '"watchingTouch"',
      '{"open":{"timer":"running","login":{}}}',
      '"accepted"',
      '"dismissed"',
      '"expired"',
      '"notShown"',
    ]) {
      expect(reached).toContain(state);
    }
  });
});
