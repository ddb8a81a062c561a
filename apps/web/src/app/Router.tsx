import { COOKIES, resolveNavigation, type RouteName } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../shared/layout/Layout';
import { useRuntime } from './RuntimeContext';

export interface ScreenProps {
  params: Record<string, string | undefined>;
}

/**
 * Screens by route name, each a lazy chunk: a landing visitor does not download the cabinet,
 * the checkout or the payment code. `route-modules.json` lists the same modules for the bench.
 */
const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  Login: lazy(() => import('../features/login/LoginPage')),
  Dashboard: lazy(() => import('../features/dashboard/DashboardPage')),
  NotFound: lazy(() => import('../features/not-found/NotFoundPage')),
};

const NotFound = screens.NotFound!;

/** Renders the route the SDK's guards allow, or performs the redirect they ask for. */
export function Router() {
  const { ports, session } = useRuntime();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  // Re-evaluate the guards when the session's token changes (login, logout, 401).
  const authVersion = useSelector(session, (s) => `${s.context.hasToken}:${s.status}`);

  const decision = useMemo(
    () =>
      resolveNavigation({
        pathname,
        search: search ? `?${search}` : '',
        hasToken: Boolean(ports.cookies.get(COOKIES.clientToken)),
        redirectCookie: ports.cookies.get(COOKIES.redirect),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, search, authVersion, ports],
  );

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.setRedirectCookie) ports.cookies.set(COOKIES.redirect, decision.setRedirectCookie, { days: 1 });
    if (decision.clearRedirectCookie) ports.cookies.remove(COOKIES.redirect);
    navigate(decision.to, { replace: true });
  }, [decision, navigate, ports]);

  if (decision.kind === 'redirect') return <PageLoading />;
  const Screen = screens[decision.route.name] ?? NotFound;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen params={decision.params} />
    </Suspense>
  );
}
