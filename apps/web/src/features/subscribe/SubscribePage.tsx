import { sessionSettling, signedInWithPhone } from '@mealflow/sdk/storefront';
import { connectSubscribe, PACK_KINDS, provideSubscribe, type SubscribeInput, type SubscribeSnapshot } from '@mealflow/sdk/cabinet';
import { SUBSCRIBE_TEXTS as T } from '@mealflow/sdk/domain';
import { buildPath, type RouteName } from '@mealflow/sdk/routing';
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { LoginFlow } from '../login';
import { Subscribe } from './Subscribe';
import styles from './Subscribe.module.css';

/** Routes that give an existing order its plan: GetMenuPlan (`{id}` = the order), change and the mobile type (`{hid}`, `{id}` = the plan). */
const PLAN_ROUTES: readonly RouteName[] = [
  'GetMenuPlan',
  'MobileGetMenuPlan',
  'SubscribeChange',
  'MobileSubscribeChange',
  'MobileSubscribeType',
];
const CABINET_ROUTES: readonly RouteName[] = ['DashboardSubscribe', 'DashboardPacks'];
const MOBILE_ROUTES: readonly RouteName[] = ['MobileSubscribe', 'MobileGetMenuPlan', 'MobileSubscribeChange', 'MobileSubscribeType'];

/** The machine's input for a route (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe, /dashboard/subscribe, /dashboard/packs). */
export function subscribeInputFor(
  route: RouteName,
  params: ScreenProps['params'],
  cityId: number,
  menuType: string | undefined,
): SubscribeInput {
  const base: SubscribeInput = { cityId, ...(menuType ? { menuType } : {}) };
  if (route === 'GetMenuPlan' || route === 'MobileGetMenuPlan') return { ...base, orderId_H: params['id'] ?? '' };
  if (PLAN_ROUTES.includes(route)) return { ...base, orderId_H: params['hid'] ?? '', ...(params['id'] ? { planId: params['id'] } : {}) };
  if (route === 'DashboardSubscribe') return { ...base, withOrders: true };
  if (route === 'DashboardPacks') return { ...base, kinds: PACK_KINDS, businessProduct: 'standard' };
  return base;
}

/**
 * /subscribe, /subscribe/subscription/{type?}, plan/{id}, change/{hid}/{id}; /mobile/subscribe with
 * change, type and plan; /dashboard/subscribe and /dashboard/packs inside the cabinet frame. An
 * anonymous visitor sees the offers and logs in by phone before subscribing; giving an order its
 * plan needs the login first.
 */
export default function SubscribePage({ route, params }: ScreenProps) {
  const { session } = useRuntime();
  // A client's plans are in their profile's city; a visitor's in the visitor's city.
  const visitorCity = useCityId();
  const loading = useActorValue(session, sessionSettling);
  const loggedIn = useActorValue(session, signedInWithPhone);
  const profileCity = useActorValue(session, (s) => s.context.profile?.city_id ?? undefined);
  const title = route.name === 'DashboardPacks' ? T.packsTitle : PLAN_ROUTES.includes(route.name) ? T.planTitle : T.title;
  if (CABINET_ROUTES.includes(route.name)) {
    return (
      <CabinetLayout route={route.name}>
        <SubscribeScreen route={route.name} params={params} cityId={profileCity ?? visitorCity} title={title} loggedIn />
      </CabinetLayout>
    );
  }
  if (loading) return <PageLoading />;
  const cityId = profileCity ?? visitorCity;
  if (PLAN_ROUTES.includes(route.name) && !loggedIn) {
    return (
      <div className={styles['page']}>
        <h2>{title}</h2>
        <p>{T.loginFirst}</p>
        <LoginFlow />
      </div>
    );
  }
  return <SubscribeScreen key={cityId} route={route.name} params={params} cityId={cityId} title={title} loggedIn={loggedIn} />;
}

function SubscribeScreen({
  route,
  params,
  cityId,
  title,
  loggedIn,
}: {
  route: RouteName;
  params: ScreenProps['params'];
  cityId: number;
  title: string;
  loggedIn: boolean;
}) {
  const { ports } = useRuntime();
  const search = useSearch();
  const [input] = useState(() =>
    subscribeInputFor(route, params, cityId, params['type'] ?? new URLSearchParams(search).get('menuType') ?? undefined),
  );
  const actor = useScreenActor(provideSubscribe, input);
  const connect = useCallback(
    (snapshot: SubscribeSnapshot, send: Parameters<typeof connectSubscribe>[1]) => connectSubscribe(snapshot, send, ports.clock.now()),
    [ports],
  );
  const view = useConnect(actor, connect);
  const mobile = MOBILE_ROUTES.includes(route);
  const login = loggedIn ? undefined : (
    <section aria-label={T.loginFirst}>
      <p>{T.loginFirst}</p>
      <LoginFlow />
    </section>
  );
  return <Subscribe view={view} title={title} login={login} faqHref={mobile ? buildPath('MobileSubscribeFaq') : undefined} />;
}
