import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { provideMarketingConfig, CUSTOMIZATION_COOKIE } from './marketing.provide';
import { PRESET_PROMOCODE_KEY, type MarketingVisitor } from './marketing.rules';
import { customizationStripView } from './marketing.connect';
import { periodText, promotionView } from './promotion.connect';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function mealflowFor(options: { token?: string; smartphone?: boolean } = {}) {
  return sandboxClient(harness, {
    cookies: options.token ? { [COOKIES.clientToken]: options.token } : {},
    ...(options.smartphone ? { smartphone: true } : {}),
  }).mealflow;
}

const visitor = (over: Partial<MarketingVisitor> = {}): MarketingVisitor => ({
  device: 'desktop',
  cityId: 2,
  activityStatus: 'unauthorized',
  ...over,
});

describe('marketing configuration machine (through the sandbox)', () => {
  it('the customisation active is the service’s date: under a test clock, a device clock 40 days ahead changes nothing (the bare clock chose it, stop 42)', async () => {
    const { mealflow } = sandboxClient(harness, {
      now: Date.now() + 40 * 86_400_000,
      cookies: { [COOKIES.testTime]: new Date().toISOString() },
    });
    const actor = createActor(provideMarketingConfig(mealflow.deps), { input: { brand: 'main', visitor: visitor() } }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.activeCustomizationV2).toBe(1);
  });

  it('loads the brand file and the customisation active now, resolves for the visitor and keeps the cmz cookie a day', async () => {
    const mealflow = mealflowFor();
    const actor = createActor(provideMarketingConfig(mealflow.deps), { input: { brand: 'main', visitor: visitor() } }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.resolved.merged['promotion']).toEqual({ activity: 'half-million-mania' });
    expect(ready.context.resolved.merged['promotion/strip']?.['text']).toBe('Первый заказ — со скидкой 10% по промокоду из акции');
    expect(ready.context.resolved.merged['cabinet/customization']).toEqual({ enabled: true });
    expect(ready.context.activePromoV2).toBe(11);
    expect(ready.context.activeCustomizationV2).toBe(1);
    expect(ready.context.customizationData?.text).toMatch(/Соберите своё меню/);
    expect(mealflow.ports.cookies.get(CUSTOMIZATION_COOKIE)).toBe('1');
  });

  it('outside its start/end window the customisation is cleared: no strip, and the cmz cookie is removed (§4)', async () => {
    const { ports, mealflow } = sandboxClient(harness, { cookies: { [CUSTOMIZATION_COOKIE]: '1' }, now: Date.now() + 40 * 86_400_000 });
    const actor = createActor(mealflow.machines.marketingConfig, { input: { brand: 'main', visitor: visitor() } }).start();
    expect(customizationStripView(actor.getSnapshot())).toBeUndefined();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.activeCustomizationV2).toBeUndefined();
    expect(customizationStripView(ready)).toBeUndefined();
    expect(ports.cookies.get(CUSTOMIZATION_COOKIE)).toBeUndefined();

    // Within the window: the strip of /try-customization.
    const now = createActor(mealflowFor().machines.marketingConfig, { input: { brand: 'main', visitor: visitor() } }).start();
    expect(customizationStripView(await waitFor(now, (s) => s.matches('ready')))).toEqual({
      text: expect.stringMatching(/^Соберите своё меню/),
      background: '#FFF3E0',
    });
  });

  it('content differs by city, device and activity status; force_as overrides the status; changes are reprocessed 300 ms later', async () => {
    const actor = createActor(provideMarketingConfig(mealflowFor().deps), {
      input: { brand: 'main', visitor: visitor({ activityStatus: 'old' }) },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.resolved.merged['promotion/strip']?.['text']).toBe('Продлите питание по акции и сохраните скидку');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { cityId: 20, device: 'smartphone', forceAs: 'new' } });
    expect(actor.getSnapshot().matches({ ready: 'reprocessing' })).toBe(true);
    // Not yet: the old resolution stays until 300 ms pass.
    expect(actor.getSnapshot().context.resolved.merged['promotion']).toEqual({ activity: 'half-million-mania' });
    await vi.advanceTimersByTimeAsync(300);
    const merged = actor.getSnapshot().context.resolved.merged;
    expect(merged['promotion']).toEqual({ activity: 'grow-team' });
    // The active promotion's smartphone text overrides the base's text for new visitors.
    expect(merged['promotion/strip']?.['text']).toBe('Только в приложении и на телефоне: 10% на первый заказ');
    expect(merged['cabinet/hint']?.['text']).toMatch(/под рукой/);
  });

  it('a preview replaces the tree of its type', async () => {
    const actor = createActor(provideMarketingConfig(mealflowFor().deps), {
      input: { brand: 'main', visitor: visitor(), previewId: 101 },
    }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.previewId).toBe(101);
    expect(ready.context.resolved.merged['promotion/strip']?.['text']).toMatch(/^Предпросмотр/);
  });

  // The city relayed by the page (CustomizationStrip's effect) became the machine's own watch (stop 42):
  // a city chosen in the header reaches it with nothing in React between the two actors.
  it('follows the app’s city actor itself (input city): a chosen city is reprocessed 300 ms later', async () => {
    const mealflow = mealflowFor();
    const city = createActor(mealflow.machines.city, { input: {} }).start();
    await waitFor(city, (s) => s.matches('ready'));
    const actor = createActor(provideMarketingConfig(mealflow.deps), {
      input: { brand: 'main', visitor: visitor({ cityId: city.getSnapshot().context.cityId }), city },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.resolved.merged['promotion']).toEqual({ activity: 'half-million-mania' });
    city.send({ type: 'CITY.CHOOSE', cityId: 20 });
    expect(actor.getSnapshot().matches({ ready: 'reprocessing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.visitor.cityId).toBe(20);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.stop();
    city.send({ type: 'CITY.CHOOSE', cityId: 2 });
  });

  it('a failed config file is logged, the defaults (nothing) are kept and the machine is ready', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    harness.sandbox.faults.inject('configs', { kind: 'status', status: 500, times: 1 });
    const actor = createActor(provideMarketingConfig(mealflowFor().deps), { input: { brand: 'main', visitor: visitor() } }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.resolved.merged).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

// A time boundary found by running the unit suite on 31 December (faketime): the sandbox's promotion
// then ends next year, and the period names both years.
describe('the promotion period text', () => {
  it.each([
    ['2026-11-16T00:00:00+03:00', '2026-12-14T23:59:59+03:00', 'Акция действует с 16\u00a0ноября по 14\u00a0декабря 2026 года'],
    ['2026-12-24T00:00:00+03:00', '2027-01-21T23:59:59+03:00', 'Акция действует с 24\u00a0декабря 2026 года по 21\u00a0января 2027 года'],
  ])('%s – %s: %s', (start, end, text) => {
    expect(periodText(start, end)).toBe(text);
  });
});

describe('promotion machine (through the sandbox)', () => {
  it('finds the activity through the config, loads it with the FAQ, activates the code after 500 ms and keeps it for the checkout', async () => {
    const mealflow = mealflowFor();
    const actor = createActor(mealflow.machines.promotion, { input: { brand: 'main', visitor: visitor(), authorized: false } }).start();
    expect(promotionView(actor.getSnapshot()).status).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    const view = promotionView(ready);
    expect(view.title).toBe('Полмиллиона полезных ужинов');
    // The sandbox's period follows today: near New Year it crosses into the next year (periodText below).
    expect(view.periodText).toMatch(/^Акция действует с \d+\s[а-я]+( \d{4} года)? по \d+\s[а-я]+ \d{4} года$/);
    expect(view.offers[0]).toMatchObject({
      discountText: 'Скидка 10\u00a0%',
      activation: 'idle',
      code: undefined,
      orderHref: '/?menuType=fit#order-form',
    });
    expect(view.faq).toHaveLength(4);
    expect(view.partners).toHaveLength(12);
    expect(view.partners[0]?.dateText).toBe('с 24.10.2025');
    expect(view.taroText).toBeUndefined();
    actor.send({ type: 'ACTIVATE', index: 0 });
    expect(promotionView(actor.getSnapshot()).offers[0]?.activation).toBe('activating');
    expect(promotionView(actor.getSnapshot()).offers[0]?.code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(promotionView(actor.getSnapshot()).offers[0]).toMatchObject({ activation: 'activated', code: 'HEALTHY10' });
    expect(mealflow.ports.storage.get(PRESET_PROMOCODE_KEY)).toBe('HEALTHY10');
    actor.send({ type: 'ACTIVATE', index: 0 });
    expect(actor.getSnapshot().matches({ ready: 'activated' })).toBe(true);
    actor.send({ type: 'COPIED' });
    expect(promotionView(actor.getSnapshot()).copyStatus).toBe('Промокод скопирован');
  });

  it('a logged-in client gets the authorised activity and the Taro card; Minsk gets its own activity', async () => {
    const actor = createActor(mealflowFor({ token: 'sandbox-token-returning' }).machines.promotion, {
      input: { brand: 'main', visitor: visitor({ cityId: 20, activityStatus: 'old' }), authorized: true },
    }).start();
    const view = promotionView(await waitFor(actor, (s) => s.matches('ready')));
    expect(view.title).toBe('Команда роста');
    expect(view.taroText).toBe('Ваш рацион по акции — «Баланс»');
  });

  it('an unknown activity is the empty state, not an error; a failure offers a retry', async () => {
    const none = createActor(mealflowFor().machines.promotion, {
      input: { brand: 'main', visitor: visitor(), authorized: false, name: 'nothing-here' },
    }).start();
    expect(promotionView(await waitFor(none, (s) => s.matches('none'))).status).toBe('none');

    harness.sandbox.faults.inject('marketing-activity', { kind: 'status', status: 500, times: 1 });
    const actor = createActor(mealflowFor().machines.promotion, {
      input: { brand: 'main', visitor: visitor(), authorized: false },
    }).start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(promotionView(failed)).toMatchObject({ status: 'error', error: expect.stringMatching(/[а-я]/) });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
