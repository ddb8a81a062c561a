import { marketing, session as sessionGroup } from '@mealflow/sdk/storefront';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Promotion, PromotionLoading } from './Promotion';
import styles from './Promotion.module.css';

/** What the page needs of the session: whether it settled, and who the visitor is. */
function useVisitorSource() {
  const { session } = useRuntime();
  return useActorValue(
    session,
    (snapshot) => {
      const view = sessionGroup.sessionView(snapshot);
      return {
        settled: view.status === 'authenticated' || view.status === 'anonymous' || view.status === 'error',
        authorized: view.isAuthenticated,
        activityStatus: view.profile?.activity_status ?? undefined,
        cityId: view.profile?.city_id ?? undefined,
      };
    },
    (a, b) => a.settled === b.settled && a.authorized === b.authorized && a.activityStatus === b.activityStatus && a.cityId === b.cityId,
  );
}

function PromotionScreen({ input }: { input: marketing.PromotionInput }) {
  const actor = useScreenActor(marketing.providePromotion, input);
  const view = useConnect(actor, marketing.connectPromotion);
  return <Promotion view={view} />;
}

/**
 * /promotion, /marketing_activity (public) and /dashboard/promotion (in the cabinet frame): the
 * visitor (device, city, activity status; `?force_as=` and `?config_preview=<id>` for previews,
 * `?kind=` for a sub-kind) decides the marketing configuration and so the activity shown. The
 * screen starts once the session has settled, and again when who the visitor is changes.
 */
export default function PromotionPage(props: ScreenProps) {
  const { route } = props;
  const screenInput = useScreenInput(props);
  const facts = useScreenFacts();
  const search = useSearch();
  const source = useVisitorSource();
  const visitorCity = useCityId();
  const input = useMemo((): marketing.PromotionInput => {
    const query = new URLSearchParams(search);
    const preview = Number(query.get('config_preview'));
    const cityId = source.cityId ?? visitorCity;
    return {
      brand: facts.brand,
      authorized: source.authorized,
      visitor: {
        device: facts.smartphone ? 'smartphone' : 'desktop',
        cityId,
        activityStatus: source.activityStatus,
        forceAs: query.get('force_as') ?? undefined,
      },
      kind: query.get('kind') ?? undefined,
      previewId: Number.isInteger(preview) && preview > 0 ? preview : undefined,
    };
  }, [search, source, facts, visitorCity]);
  const screen = source.settled ? <PromotionScreen key={JSON.stringify(input)} input={input} /> : <PromotionLoading />;
  if (screenInput.frame === 'cabinet') return <CabinetLayout route={route.name}>{screen}</CabinetLayout>;
  // Inside the app's <main> (Layout): one main landmark per page.
  return <div className={styles['page']}>{screen}</div>;
}
