import { COOKIES } from '@mealflow/sdk/api';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { brandOfPage, brandTexts, NOTIFICATION_MS } from '@mealflow/sdk/domain';
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useLocation } from 'wouter';
import { Layout } from '../shared/layout/Layout';
import { MODAL_ROOT_ID } from '../shared/ui/modal-root';
import { Toasts, useToastQueue } from '../shared/ui/Toasts';
import { brandOfHost } from '../shared/runtime/config';
import { Router } from './Router';
import { LazyRuntimeProvider, useOptionalRuntime } from '../shared/runtime/RuntimeContext';
import type { AppRuntime } from '../shared/runtime/runtime';

const PHONE = '(max-width: 640px)';
const placementNow = () => (window.matchMedia?.(PHONE).matches === true ? 'phone' : 'desktop');
const onPlacementChange = (change: () => void) => {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};

/** The toasts' placement: desktop in the prerendered landing and while hydrating it, then the screen's own. */
function usePlacement(): 'phone' | 'desktop' {
  const [placement, setPlacement] = useState<'phone' | 'desktop'>('desktop');
  // A state set in a transition, not useSyncExternalStore: a store whose value differs from the
  // server's after hydration forces a blocking re-render of everything under it.
  useEffect(() => {
    const update = () => startTransition(() => setPlacement(placementNow()));
    update();
    return onPlacementChange(update);
  }, []);
  return placement;
}

function Notifications() {
  const placement = usePlacement();
  const { toasts, dismiss } = useToastQueue(NOTIFICATION_MS[placement]);
  return <Toasts toasts={toasts} onDismiss={dismiss} placement={placement} />;
}

const SessionName = lazy(() => import('./SessionName'));

/**
 * A visitor with a client token is most likely logged in: until the session knows, no 'Войти'.
 * The prerendered landing says 'Войти' (no cookies there): hydration starts from that, then re-renders.
 */
const signedInBefore = () => Boolean(createBrowserCookies().get(COOKIES.clientToken));
const notSignedIn = () => false;
const unchanging = () => () => undefined;

/**
 * True in the build's render of a cabinet shell (`prerender.tsx`), which nginx serves only to a
 * visitor with a session: its header is the one the client's first render draws (no 'Войти'), read
 * from the render's cookie. The landing's hydration keeps the first visit's.
 */
export const ShellWithSession = createContext(false);

function HeaderSession() {
  const runtime = useOptionalRuntime();
  const withSession = useContext(ShellWithSession);
  const tokenAtStart = useSyncExternalStore(unchanging, signedInBefore, withSession ? signedInBefore : notSignedIn);
  const guest = tokenAtStart ? <span aria-busy="true" /> : <Link href="/login">Войти</Link>;
  return runtime ? (
    <Suspense fallback={guest}>
      <SessionName runtime={runtime} />
    </Suspense>
  ) : (
    guest
  );
}

/**
 * The page's brand (wowfood: its own name, title and colours, `data-brand` on <html>): the same
 * rule as the device port's `brand()` that the API calls send (`brandOfPage`: host, then the path's product).
 */
function useBrand() {
  const [pathname] = useLocation();
  const brand = useMemo(() => brandOfPage(brandOfHost(window.location.host), pathname), [pathname]);
  // A layout effect: the route's own title (navigation's RouteChrome, a passive effect) comes after it.
  useLayoutEffect(() => {
    document.documentElement.dataset['brand'] = brand;
    document.title = brandTexts(brand).title;
  }, [brand]);
  return brand;
}

export function App({ loadRuntime }: { loadRuntime: () => Promise<AppRuntime> }) {
  const brand = useBrand();
  return (
    <LazyRuntimeProvider load={loadRuntime}>
      <Layout headerEnd={<HeaderSession />} brandName={brandTexts(brand).name}>
        <Router />
      </Layout>
      <Notifications />
      {/* The modal root (personal-cabinet §2.4): bottom sheets and dialogs render here. */}
      <div id={MODAL_ROOT_ID} />
    </LazyRuntimeProvider>
  );
}
