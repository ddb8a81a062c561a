import type { RouteParams } from '@mealflow/sdk/routing';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useRuntimeSoon } from '../runtime/RuntimeContext';
import { CabinetFrame, FramedByRoute, type CabinetDevice, type CabinetLayoutProps } from './CabinetLayout';

/**
 * Whether the screen's chunk has come (or failed: the screen then shows it as it renders), with the
 * part of it the route's params show (`PreloadFor`), requested as the frame mounts, beside the
 * runtime and the profile. The frame renders the screen only then, so the screen does not suspend on
 * its chunk (`lazyScreen`): React reveals a suspended screen on a retry it holds back by a timer,
 * which a paused clock (e2e `page.clock`) never lets run. Once the screen has come, new params of the
 * same screen (another delivery, an order's tab) keep it mounted: their part is requested at once and
 * the screen's own `Suspense` shows its loading until it comes (waiting here would unmount the screen
 * and its machines for the skeleton).
 */
function useScreenChunk(loadScreen: ((params: RouteParams) => Promise<unknown>) | undefined, params: RouteParams): boolean {
  // The params by value: the router hands a new object on every render.
  const key = JSON.stringify(params);
  const [came, setCame] = useState<unknown>(undefined);
  useEffect(() => {
    if (!loadScreen) return;
    let live = true;
    const done = () => live && setCame(() => loadScreen);
    loadScreen(JSON.parse(key) as RouteParams).then(done, done);
    return () => {
      live = false;
    };
  }, [loadScreen, key]);
  return !loadScreen || came === loadScreen;
}

/**
 * The router's frame around a cabinet route's screen (issue 35): painted with the route table, before
 * the runtime has started, the profile has answered and the screen's chunk has loaded, with the
 * route's `skeleton` (the screen's first panel as it is while loading: its heading, the page's
 * largest paint on the dashboard, bonus, menus and dishes pages) in the screen's place. The screen
 * (its machines) mounts once the profile is there (screens take it as their machines' input), in
 * place of the skeleton, the same heading at the same place.
 */
export function RouteCabinetFrame({
  route,
  device,
  skeleton,
  loadScreen,
  params,
  children,
}: CabinetLayoutProps & {
  device: CabinetDevice;
  skeleton: ReactNode;
  loadScreen: ((params: RouteParams) => Promise<unknown>) | undefined;
  /** The route's params: the part of the screen they show is waited for too. */
  params: RouteParams;
}) {
  // Asked for at once, not when the page is idle: the frame's session (and the screen after it) need it.
  const runtime = useRuntimeSoon();
  const chunk = useScreenChunk(loadScreen, params);
  // The root view waits for the screen (not only the profile): its page's data is asked for by then.
  const [screenShown, setScreenShown] = useState(false);
  const shown = useCallback(() => setScreenShown(true), []);
  return (
    <FramedByRoute.Provider value={shown}>
      <CabinetFrame route={route} runtime={runtime} device={device} skeleton={skeleton} chunk={chunk} screenShown={screenShown}>
        {children}
      </CabinetFrame>
    </FramedByRoute.Provider>
  );
}
