import { COOKIES, CUSTOMIZATION_TEXTS, resolveCity } from '@mealflow/sdk';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { Suspense, useMemo } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { useSearch } from 'wouter';
import page from '../../shared/layout/Page.module.css';
import { OrderBlock, OrderBlockSkeleton } from '../funnel';
import styles from './Customization.module.css';
import { CustomizationStrip } from './CustomizationStrip';

/**
 * /try-customization (personal-cabinet §2.1, landing placement): where the landing's 'Собрать своё
 * меню' leads; the customisation active now shows its strip (§4 window, `CustomizationStrip`). The landing's order block with `checkoutIn: 'tryCustomization'`: the created order
 * (SMS-confirmed for a visitor) opens the order wizard, then the try-customization checkout.
 */
export default function TryCustomizationPage() {
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const cityId = useMemo(
    () => resolveCity({ queryCity: query.get('city') ?? undefined, host: window.location.host, cookieCityId: createBrowserCookies().get(COOKIES.city) }).cityId,
    [query],
  );
  const { ports } = useRuntime();
  const visitor = { device: ports.device.isSmartphone() ? ('smartphone' as const) : ('desktop' as const), cityId, businessProduct: 'standard' };
  return (
    <section className={page['page']} aria-labelledby="try-customization-title">
      <h1 id="try-customization-title">{CUSTOMIZATION_TEXTS.tryTitle}</h1>
      <CustomizationStrip key={`${visitor.device}:${cityId}`} input={{ brand: ports.device.brand(), visitor }} />
      <p className={styles['lead']}>{CUSTOMIZATION_TEXTS.tryLead}</p>
      <Suspense fallback={<OrderBlockSkeleton />}>
        <OrderBlock key={cityId} cityId={cityId} businessProduct="standard" checkoutIn="tryCustomization" queryMenuType={query.get('menuType') ?? undefined} />
      </Suspense>
    </section>
  );
}
