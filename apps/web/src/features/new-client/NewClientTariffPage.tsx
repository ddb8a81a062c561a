import { newClient, session as sessionGroup } from '@mealflow/sdk/storefront';
import { Suspense } from 'react';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { CityBar, CitySelector, staticCityView } from '../landing';
import { NewClientTariff } from './NewClientTariff';
import styles from './NewClient.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/**
 * `/dashboard/order/tariff` (personal-cabinet §2.1, city selector enabled) and `/dashboard/order/second`
 * (a client's next order: the profile's city, no selector): the plan, the days and the phone.
 */
export default function NewClientTariffPage({ route }: ScreenProps) {
  const { session } = useRuntime();
  const settling = useActorValue(session, sessionGroup.sessionSettling);
  const withCity = route.citySelector === true;
  // The visitor's one city (the selector changes it for every screen).
  const visitorCity = useCityId();
  const cityId = withCity ? visitorCity : undefined;
  return (
    <section className={styles['page']} aria-labelledby="new-client-tariff-title">
      <h1 id="new-client-tariff-title">{withCity ? newClient.NEW_CLIENT_TEXTS.tariffTitle : newClient.NEW_CLIENT_TEXTS.secondTitle}</h1>
      {withCity ? null : <p className={styles['lead']}>{newClient.NEW_CLIENT_TEXTS.secondLead}</p>}
      {withCity && cityId !== undefined ? (
        <Suspense fallback={<CityBar view={staticCityView(cityId)} disabled />}>
          <CitySelector />
        </Suspense>
      ) : null}
      {settling ? <PageLoading /> : <NewClientTariff key={cityId ?? 'profile'} cityId={cityId} />}
    </section>
  );
}
