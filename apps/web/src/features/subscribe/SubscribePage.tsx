import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { subscribe } from '@mealflow/sdk/cabinet';
import { SUBSCRIBE_TEXTS as T } from '@mealflow/sdk/domain';
import { buildPath, type ScreenInput } from '@mealflow/sdk/routing';
import { useCallback, useState } from 'react';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { LoginFlow } from '../login';
import { Subscribe } from './Subscribe';
import styles from './Subscribe.module.css';

/** The machine's input for a route (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe, /dashboard/subscribe, /dashboard/packs). */
export function subscribeInputFor(screen: ScreenInput, params: ScreenProps['params'], cityId: number): subscribe.SubscribeInput {
  const menuType = params['type'] ?? screen.query['menuType'];
  const base: subscribe.SubscribeInput = { cityId, ...(menuType ? { menuType } : {}) };
  // A plan for an order: GetMenuPlan's `{id}` is the order; change and type carry `{hid}` and the plan's `{id}`.
  if (screen.page === 'plan')
    return params['hid']
      ? { ...base, orderId_H: params['hid'], ...(params['id'] ? { planId: params['id'] } : {}) }
      : { ...base, orderId_H: params['id'] ?? '' };
  if (screen.page === 'packs') return { ...base, kinds: subscribe.PACK_KINDS, businessProduct: 'standard' };
  if (screen.frame === 'cabinet') return { ...base, withOrders: true };
  return base;
}

/**
 * /subscribe, /subscribe/subscription/{type?}, plan/{id}, change/{hid}/{id}; /mobile/subscribe with
 * change, type and plan; /dashboard/subscribe and /dashboard/packs inside the cabinet frame. An
 * anonymous visitor sees the offers and logs in by phone before subscribing; giving an order its
 * plan needs the login first.
 */
export default function SubscribePage(props: ScreenProps) {
  const { route, params } = props;
  const screen = useScreenInput(props);
  const { session } = useRuntime();
  // A client's plans are in their profile's city; a visitor's in the visitor's city.
  const visitorCity = useCityId();
  const loading = useActorValue(session, sessionGroup.sessionSettling);
  const loggedIn = useActorValue(session, sessionGroup.signedInWithPhone);
  const profileCity = useActorValue(session, (s) => s.context.profile?.city_id ?? undefined);
  const title = screen.page === 'packs' ? T.packsTitle : screen.page === 'plan' ? T.planTitle : T.title;
  if (screen.frame === 'cabinet') {
    return (
      <CabinetLayout route={route.name}>
        <SubscribeScreen screen={screen} params={params} cityId={profileCity ?? visitorCity} title={title} loggedIn />
      </CabinetLayout>
    );
  }
  if (loading) return <PageLoading />;
  const cityId = profileCity ?? visitorCity;
  if (screen.loginFirst && !loggedIn) {
    return (
      <div className={styles['page']}>
        <h2>{title}</h2>
        <p>{T.loginFirst}</p>
        <LoginFlow />
      </div>
    );
  }
  return <SubscribeScreen key={cityId} screen={screen} params={params} cityId={cityId} title={title} loggedIn={loggedIn} />;
}

function SubscribeScreen({
  screen,
  params,
  cityId,
  title,
  loggedIn,
}: {
  screen: ScreenInput;
  params: ScreenProps['params'];
  cityId: number;
  title: string;
  loggedIn: boolean;
}) {
  const facts = useScreenFacts();
  const [input] = useState(() => subscribeInputFor(screen, params, cityId));
  const actor = useScreenActor(subscribe.provideSubscribe, input);
  const connect = useCallback(
    (snapshot: subscribe.SubscribeSnapshot, send: Parameters<typeof subscribe.connectSubscribe>[1]) =>
      subscribe.connectSubscribe(snapshot, send, facts.now()),
    [facts],
  );
  const view = useConnect(actor, connect);
  const login = loggedIn ? undefined : (
    <section aria-label={T.loginFirst}>
      <p>{T.loginFirst}</p>
      <LoginFlow />
    </section>
  );
  return (
    <Subscribe view={view} title={title} login={login} faqHref={screen.frame === 'mobile' ? buildPath('MobileSubscribeFaq') : undefined} />
  );
}
