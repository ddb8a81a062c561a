import { HOME_ICON_HINT_MAX_SHOWS } from './constants';

/**
 * The home-screen icon hint (personal-cabinet §2.4, §2.6, §9): wowfood on phones in the dashboard,
 * up to 5 times, with steps per browser (iOS Safari/Chrome, iOS Yandex browser, Android). The
 * spec names the browsers, not the steps: ours follow each browser's own menu.
 */
export type HomeIconBrowser = 'ios-safari' | 'ios-yandex' | 'android' | 'other';

/** iOS Chrome (CriOS) shares Safari's share sheet; the Yandex browser (YaBrowser) has its own menu. */
export function homeIconBrowser(userAgent: string): HomeIconBrowser {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  if (ios && /YaBrowser/i.test(userAgent)) return 'ios-yandex';
  if (ios) return 'ios-safari';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export interface HomeIconInput {
  brand: 'main' | 'wowfood';
  smartphone: boolean;
  inDashboard: boolean;
  browser: HomeIconBrowser;
  /** How many times the hint was shown on this device. */
  shows: number;
}

/** Shown for wowfood on a phone in the dashboard, at most 5 times, where we know the steps. */
export function homeIconHintVisible(input: HomeIconInput): boolean {
  return (
    input.brand === 'wowfood' &&
    input.smartphone &&
    input.inDashboard &&
    input.browser !== 'other' &&
    input.shows < HOME_ICON_HINT_MAX_SHOWS
  );
}

export const HOME_ICON_TEXTS = {
  title: 'Добавьте иконку на экран «Домой»',
  text: 'Кабинет будет открываться в одно касание, как приложение.',
  how: 'Как добавить',
  close: 'Закрыть',
  dialogTitle: 'Как добавить иконку',
};

export const HOME_ICON_STEPS: Record<Exclude<HomeIconBrowser, 'other'>, readonly string[]> = {
  'ios-safari': ['Нажмите кнопку «Поделиться» внизу экрана', 'Выберите «На экран „Домой“»', 'Нажмите «Добавить»'],
  'ios-yandex': ['Нажмите кнопку меню (три точки) внизу экрана', 'Выберите «Добавить на домашний экран»', 'Нажмите «Добавить»'],
  android: ['Откройте меню браузера (три точки вверху)', 'Выберите «Добавить на главный экран»', 'Подтвердите «Добавить»'],
};
