import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { TIP_MODAL_DELAY_MS } from '../../domain/constants';
import { connectAutoTips } from '../../checkout/auto-tips/auto-tips.connect';
import { connectCourierRating } from '../courier-rating/courier-rating.connect';
import { connectOnboarding } from '../onboarding/onboarding.connect';
import { connectPreferences } from '../preferences/preferences.connect';
import { cabinetRootChildren, connectCabinetRoot } from './cabinet-root.connect';
import { cabinetRootInput, filtersPanelAllowed, filtersPanelShown } from './cabinet-root.rules';
import type { CabinetRootInput } from './cabinet-root.machine';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const DESKTOP: CabinetRootInput = {
  tipsModal: true,
  autoTips: true,
  cardId: 'card-1',
  filtersPanel: true,
  returnPath: '/dashboard/orders',
};

function start(token: string, input: CabinetRootInput = DESKTOP) {
  const { ports, mealflow } = sandboxClient(harness, { token, host: 'sandbox.test' });
  const actor = createActor(mealflow.machines.cabinetRoot, { input }).start();
  return { actor, ports };
}
type Actor = ReturnType<typeof start>['actor'];
const children = (actor: Actor) => cabinetRootChildren(actor.getSnapshot());
const tips = (actor: Actor) => {
  const ref = children(actor).tips!;
  return connectCourierRating(ref.getSnapshot(), ref.send);
};
const counter = (key: string) => harness.sandbox.store.counters.get(key) ?? 0;
const calls = (name: string) => harness.sandbox.store.log.filter((entry) => entry.call === name).length;

describe('the cabinet root view (through the sandbox, fake timers)', () => {
  it('the tips modal: 3 s after the tasks load, rate and tip once; closing closes the task; the auto-tips modal follows', async () => {
    const { actor } = start('sandbox-token-tips');
    await waitFor(children(actor).tips!, (s) => s.matches('ready'));
    expect(tips(actor).modalOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS - 100);
    expect(tips(actor).modalOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    // The modal, not the tip dialog: the client chooses what to do.
    expect(tips(actor)).toMatchObject({ modalOpen: true, tip: { open: false } });
    expect(tips(actor).drivers.map((d) => d.name)).toEqual(['Алексей', 'Марина']);

    tips(actor).setStars('drv-1', 5);
    tips(actor).submit('drv-1');
    await waitFor(children(actor).tips!, (s) => s.matches({ ready: { rating: 'idle' } }) && s.context.task?.drivers[0]?.rating === 5);
    tips(actor).openTip('drv-1');
    tips(actor).chooseAmount('tip-100');
    tips(actor).pay();
    await waitFor(children(actor).tips!, (s) => s.matches({ ready: { tip: 'paid' } }));
    expect(tips(actor).tip.paidText).toBe('Спасибо! Чаевые отправлены курьеру Алексей: 100\u00a0₽');
    expect(counter('tips:+79990000031')).toBe(1);
    tips(actor).dismissTip();
    expect(tips(actor)).toMatchObject({ modalOpen: true, tip: { open: false } });

    tips(actor).closeTask();
    await waitFor(actor, (s) => s.matches({ tips: 'autoTips' }));
    expect(children(actor).tips).toBeUndefined();
    const autoTips = children(actor).autoTips!;
    await waitFor(autoTips, (s) => s.matches('ready'));
    expect(connectCabinetRoot(actor.getSnapshot(), actor.send).autoTipsOpen).toBe(true);
    connectAutoTips(autoTips.getSnapshot(), autoTips.send).toggle(true);
    await waitFor(autoTips, (s) => s.matches({ ready: 'idle' }) && s.context.template !== undefined);
    connectCabinetRoot(actor.getSnapshot(), actor.send).closeAutoTips();
    expect(actor.getSnapshot().matches({ tips: 'off' })).toBe(true);

    // The next cabinet page: the task is closed, nothing to show.
    const next = start('sandbox-token-tips').actor;
    await waitFor(next, (s) => s.matches({ tips: 'off' }));
  });

  it('no tip: closing the modal ends it without the auto-tips modal; a client with a template is not offered it', async () => {
    const { actor } = start('sandbox-token-tips', { ...DESKTOP, autoTips: false });
    await waitFor(children(actor).tips!, (s) => s.matches('ready'));
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS);
    tips(actor).closeTask();
    await waitFor(actor, (s) => s.matches({ tips: 'off' }));
    expect(harness.sandbox.store.tipTemplates.size).toBe(0);
  });

  it('the returning client: his task is not pushed (ratingScreen false), no hints (onboarding done); the filters panel applies', async () => {
    const { actor, ports } = start('sandbox-token-returning');
    await waitFor(actor, (s) => s.matches({ tips: 'off' }) && s.matches({ onboarding: 'done' }));
    expect(connectCabinetRoot(actor.getSnapshot(), actor.send).filters).toBe('closed');
    expect(calls('prefs/for-favorites')).toBe(0);
    connectCabinetRoot(actor.getSnapshot(), actor.send).openFilters();
    const filters = children(actor).filters!;
    await waitFor(filters, (s) => s.matches('ready'));
    const model = () => connectPreferences(filters.getSnapshot(), filters.send);
    expect(model().countText).toBe('Выбрано 1 из 3');
    model().toggleFilter('nuts');
    model().applyFilters();
    await waitFor(filters, (s) => s.matches({ ready: 'idle' }) && s.context.applied.includes('nuts'));
    expect(ports.notify.messages).toEqual([{ kind: 'success', message: 'Настройки применены' }]);
    // The filters only: no dishes or marks were asked for.
    expect(calls('prefs/for-favorites') + calls('prefs/')).toBe(0);
    connectCabinetRoot(actor.getSnapshot(), actor.send).closeFilters();
    expect(children(actor).filters).toBeUndefined();
  });

  it('a new client: the hints one by one, BACK, then complete; segmentation recorded; never again', async () => {
    harness.sandbox.store.tokens.set('token-new', '+79161234567');
    const { actor } = start('token-new', { ...DESKTOP, filtersPanel: false });
    const hints = () => children(actor).onboarding!;
    await waitFor(hints(), (s) => s.matches('showing'));
    const model = () => connectOnboarding(hints().getSnapshot(), hints().send);
    expect(model()).toMatchObject({
      open: true,
      text: 'Здесь меню на неделю',
      stepText: 'Подсказка 1 из 2',
      canGoBack: false,
      last: false,
    });
    model().next();
    expect(model()).toMatchObject({ text: 'Здесь ваши доставки', canGoBack: true, last: true });
    model().back();
    expect(model().text).toBe('Здесь меню на неделю');
    model().next();
    model().next();
    await waitFor(actor, (s) => s.matches({ onboarding: 'done' }));
    expect(harness.sandbox.store.clients.get('+79161234567')?.details).toMatchObject({
      onboarding: 'completed',
      segment: 'onboarding_completed',
    });
    expect(actor.getSnapshot().matches({ filters: 'off' })).toBe(true);
    const again = start('token-new').actor;
    await waitFor(again, (s) => s.matches({ onboarding: 'done' }));
  });

  it('skip: the hints go at once; a failed skip or segmentation is logged and the cabinet goes on', async () => {
    harness.sandbox.store.tokens.set('token-new', '+79161234567');
    harness.sandbox.faults.inject('onboarding/hints/skip', { kind: 'status', status: 500 });
    harness.sandbox.faults.inject('segmentations/set', { kind: 'network' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, ports } = start('token-new');
    await waitFor(children(actor).onboarding!, (s) => s.matches('showing'));
    const ref = children(actor).onboarding!;
    connectOnboarding(ref.getSnapshot(), ref.send).skip();
    expect(connectOnboarding(ref.getSnapshot(), ref.send).open).toBe(false);
    await waitFor(actor, (s) => s.matches({ onboarding: 'done' }));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(ports.notify.messages).toEqual([]);
    warn.mockRestore();
  });

  it('a failed rating-tasks load is logged, never shown', async () => {
    harness.sandbox.faults.inject('rating-tasks/get', { kind: 'status', status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, ports } = start('sandbox-token-tips');
    await waitFor(actor, (s) => s.matches({ tips: 'off' }));
    expect(ports.notify.messages).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('root view rules', () => {
  it("§5: the filters panel on desktop for the main line's products, not on phones, wowfood or detox", () => {
    expect(filtersPanelAllowed({ smartphone: false, brand: 'main', businessProduct: undefined })).toBe(true);
    expect(filtersPanelAllowed({ smartphone: false, brand: 'main', businessProduct: 'subscription' })).toBe(true);
    expect(filtersPanelAllowed({ smartphone: true, brand: 'main', businessProduct: undefined })).toBe(false);
    expect(filtersPanelAllowed({ smartphone: false, brand: 'wowfood', businessProduct: undefined })).toBe(false);
    expect(filtersPanelAllowed({ smartphone: false, brand: 'main', businessProduct: 'detox' })).toBe(false);
  });

  it("no tips modal on the rates pages, no filters panel on the preferences page; auto-tips by the profile's flag", () => {
    const facts = {
      smartphone: false,
      brand: 'main' as const,
      businessProduct: undefined,
      returnPath: '/x',
      profile: { isAutoTipsEnabled: true, card: null },
    };
    expect(cabinetRootInput({ ...facts, route: 'Dashboard' })).toEqual({
      tipsModal: true,
      autoTips: true,
      cardId: undefined,
      filtersPanel: true,
      returnPath: '/x',
    });
    expect(cabinetRootInput({ ...facts, route: 'NewDashboardRates' }).tipsModal).toBe(false);
    expect(cabinetRootInput({ ...facts, route: 'DashboardPreferences' }).filtersPanel).toBe(false);
    expect(cabinetRootInput({ ...facts, route: 'Dashboard', profile: undefined }).autoTips).toBe(false);
  });

  // Issue 35: the frame keeps the panel's place before the root view loads, by the same rule as the root view's input.
  it.each([
    ['Dashboard', false, 'main', true],
    ['DashboardSubscriptions', false, 'main', true],
    ['DashboardPreferences', false, 'main', false],
    ['Dashboard', true, 'main', false],
    ['NewDashboard', false, 'wowfood', false],
  ] as const)('filtersPanelShown on %s (smartphone %s, %s): %s, as the root view’s input', (route, smartphone, brand, shown) => {
    const facts = { route, smartphone, brand, businessProduct: undefined };
    expect(filtersPanelShown(facts)).toBe(shown);
    expect(cabinetRootInput({ ...facts, returnPath: '/x', profile: undefined }).filtersPanel).toBe(shown);
  });
});
