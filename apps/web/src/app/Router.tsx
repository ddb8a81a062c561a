import { indexDecision } from '@mealflow/sdk/routing';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CabinetRootSlot } from '../shared/layout/cabinet-root-slot';
import { PageLoading } from '../shared/layout/Layout';
import { whenIdle } from '../shared/when-idle';
import { followDecision } from './follow-redirect';
import { Landing, landingLoaded } from './landing-screen';
import { useDepartmentLoader, useHashLinkScroll, useRouteScroll, useUrlChangeTracking } from './navigation-effects';
import { loadNavigation, useNavigation } from './navigation-loader';
import { useOptionalRuntime } from '../shared/runtime/RuntimeContext';

/** Bumps whenever the session's guard key changes (login, logout, 401: the SDK's `sessionGuardKey`), so the guards run again. */
function useAuthVersion(): string {
  const runtime = useOptionalRuntime();
  const [version, setVersion] = useState('');
  useEffect(() => {
    if (!runtime) return;
    const read = () => runtime.guardKey();
    setVersion(read());
    const subscription = runtime.session.subscribe(() => setVersion(read()));
    return () => subscription.unsubscribe();
  }, [runtime]);
  return version;
}

/**
 * Renders the route the SDK's guards allow, or performs the redirect they ask for. The route
 * table, the guards and the other screens are a chunk of their own (`navigation.tsx`): the landing
 * at `/` renders without them (`indexDecision`, the guards' own answer there) and they load after
 * first paint; any other address shows the loading line until they are there (`main.tsx` waits for
 * them before the first render). The landing is the same component before and after, so it is
 * not mounted anew when the table arrives.
 */
export function Router() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : '';
  const authVersion = useAuthVersion();
  const runtime = useOptionalRuntime();
  const navigation = useNavigation();

  const decision = useMemo(
    () => (navigation ? navigation.decide(pathname, query) : indexDecision({ pathname, search: query, host: window.location.host })),
    // authVersion: the cookie is read again when the session changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigation, pathname, query, authVersion],
  );

  const waiting = decision === undefined;
  useEffect(() => {
    if (navigation) return;
    // The landing: after first paint. Another page (a link followed before): at once.
    if (waiting) void loadNavigation().catch(() => undefined);
    else whenIdle(() => void loadNavigation().catch(() => undefined));
  }, [navigation, waiting]);

  useEffect(() => {
    if (decision) followDecision(decision, (to) => navigate(to, { replace: true }));
  }, [decision, navigate]);

  // The visitor's city follows the address: a city landing (`/minsk`) or `?city=` names it (§2.3).
  const cityParam = decision?.kind === 'render' ? decision.params['city'] : undefined;
  const queryCity = new URLSearchParams(search).get('city') ?? undefined;
  useEffect(() => {
    runtime?.city.send({ type: 'CITY.LOCATION', routeCityAlias: cityParam, queryCity });
  }, [runtime, cityParam, queryCity]);

  const rendered = decision?.kind === 'render' ? decision.route : undefined;
  useUrlChangeTracking(runtime?.ports.analytics, waiting ? undefined : pathname, rendered?.name);
  useRouteScroll(rendered, pathname);
  useHashLinkScroll();
  // Another business product or site department: the loader, the view destroyed, 300 ms (§2.3).
  const departmentLoading = useDepartmentLoader(rendered, decision?.kind === 'render' ? decision.params : undefined);

  if (!decision || decision.kind === 'redirect' || departmentLoading) return <PageLoading />;
  const name = decision.route.name;
  const Screen =
    !navigation || navigation.isLanding(name, search)
      ? (landingLoaded ?? Landing)
      : navigation.isLongateFlowEntry(name, search)
        ? navigation.LongateFlowScreen
        : (navigation.SCREENS[name] ?? navigation.NotFound);
  // A cabinet screen: the route table's frame around it, painted with the table, its skeleton in the
  // screen's place until the profile and the screen's chunk are there (issue 35).
  const frame = navigation?.cabinetFrame(name);
  const skeleton = frame?.Skeleton ? <frame.Skeleton route={name} params={decision.params} /> : <PageLoading />;
  const screen = (
    <Suspense fallback={skeleton}>
      <Screen params={decision.params} route={decision.route} />
    </Suspense>
  );
  // The cabinet frame's root view comes with the table (the slot is there before it, so the landing is not mounted anew).
  return (
    <CabinetRootSlot value={navigation?.loadCabinetRootView}>
      {navigation ? <navigation.RouteChrome route={decision.route} /> : null}
      {navigation && frame ? (
        <frame.Frame
          route={name}
          device={navigation.browserDevice}
          skeleton={skeleton}
          loadScreen={frame.loadScreen}
          params={decision.params}
        >
          {screen}
        </frame.Frame>
      ) : (
        screen
      )}
      {navigation ? <navigation.RouteEffects runtime={runtime} navigate={navigate} /> : null}
    </CabinetRootSlot>
  );
}
