import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { homeIconBrowser, homeIconHintVisible } from '../../domain/home-icon';
import { connectHomeIcon } from './home-icon.connect';
import { HOME_ICON_SHOWS_KEY } from './home-icon.provide';

const harness = useSandbox();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_YANDEX = `${IPHONE} YaBrowser/24.1.0.0`;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('home-screen icon hint rules', () => {
  it('browser by user agent', () => {
    expect(homeIconBrowser(IPHONE)).toBe('ios-safari');
    expect(homeIconBrowser(IPHONE.replace('Version/17.0', 'CriOS/120.0'))).toBe('ios-safari');
    expect(homeIconBrowser(IPHONE_YANDEX)).toBe('ios-yandex');
    expect(homeIconBrowser(ANDROID)).toBe('android');
    expect(homeIconBrowser('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
  it('wowfood, phone, dashboard, fewer than 5 shows', () => {
    const base = { brand: 'wowfood', smartphone: true, inDashboard: true, browser: 'android', shows: 4 } as const;
    expect(homeIconHintVisible(base)).toBe(true);
    expect(homeIconHintVisible({ ...base, shows: 5 })).toBe(false);
    expect(homeIconHintVisible({ ...base, brand: 'main' })).toBe(false);
    expect(homeIconHintVisible({ ...base, smartphone: false })).toBe(false);
    expect(homeIconHintVisible({ ...base, inDashboard: false })).toBe(false);
  });
});

describe('home-icon machine', () => {
  it('shows on a wowfood phone in the dashboard up to 5 times, with the browser’s steps', () => {
    const ports = harness.setup({ brand: 'wowfood', smartphone: true }).ports;
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports });
    const start = (userAgent = IPHONE_YANDEX) =>
      createActor(mealflow.machines.homeIcon, { input: { inDashboard: true, userAgent } }).start();
    const ui = (actor: ReturnType<typeof start>) => connectHomeIcon(actor.getSnapshot(), actor.send);
    const first = start();
    expect(ui(first).banner).toBe(true);
    ui(first).how();
    expect(ui(first)).toMatchObject({ banner: false, instructions: true });
    expect(ui(first).steps[1]).toBe('Выберите «Добавить на домашний экран»');
    ui(first).close();
    expect(first.getSnapshot().status).toBe('done');
    for (let i = 2; i <= 5; i++) expect(ui(start(ANDROID)).banner).toBe(true);
    expect(ports.storage.get(HOME_ICON_SHOWS_KEY)).toBe('5');
    expect(ui(start()).banner).toBe(false);
  });

  it('not for the main brand', () => {
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: harness.setup({ brand: 'main', smartphone: true }).ports });
    const actor = createActor(mealflow.machines.homeIcon, { input: { inDashboard: true, userAgent: IPHONE } }).start();
    expect(connectHomeIcon(actor.getSnapshot(), actor.send).banner).toBe(false);
  });
});
