import type { MealflowDeps } from '../../deps';
import { homeIconHintVisible } from '../../domain/home-icon';
import { homeIconLogic, type HomeIconMachine } from './home-icon.machine';

/** How many times the hint was shown on this device (ours). */
export const HOME_ICON_SHOWS_KEY = 'home_icon_shows';

/** Binds the hint to the device port (brand, phone) and the storage port (the show count). */
export function provideHomeIcon(deps: MealflowDeps): HomeIconMachine {
  const { ports } = deps;
  const shows = () => Number(ports.storage.get(HOME_ICON_SHOWS_KEY) ?? 0) || 0;
  return homeIconLogic.provide({
    guards: {
      visible: ({ context }) =>
        homeIconHintVisible({
          brand: ports.device.brand(),
          smartphone: ports.device.isSmartphone(),
          inDashboard: context.inDashboard,
          browser: context.browser,
          shows: shows(),
        }),
    },
    actions: { countShow: () => ports.storage.set(HOME_ICON_SHOWS_KEY, String(shows() + 1)) },
  });
}
