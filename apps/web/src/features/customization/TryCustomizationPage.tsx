import { abTest, funnel } from '@mealflow/sdk/storefront';
import { CUSTOMIZATION_TEXTS } from '@mealflow/sdk/domain';
import { Suspense, useMemo } from 'react';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useSearch } from 'wouter';
import page from '../../shared/layout/Page.module.css';
import { OrderBlock, OrderBlockSkeleton } from '../funnel';
import styles from './Customization.module.css';
import { CustomizationStrip } from './CustomizationStrip';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/**
 * /try-customization (personal-cabinet §2.1, landing placement): where the landing's 'Собрать своё
 * меню' leads; the customisation active now shows its strip (§4 window, `CustomizationStrip`). The landing's order block whose created order
 * (SMS-confirmed for a visitor) goes by the A/B tests' flow (`tryCustomizationCheckoutIn`): hard opens
 * the order wizard, then the try-customization checkout; easy that checkout at once.
 */
export default function TryCustomizationPage() {
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const cityId = useCityId();
  const { abTests } = useRuntime();
  const facts = useScreenFacts();
  const checkoutIn = funnel.tryCustomizationCheckoutIn(useActorValue(abTests, abTest.testsFlow));
  const visitor = {
    device: facts.smartphone ? ('smartphone' as const) : ('desktop' as const),
    cityId,
    businessProduct: 'standard',
  };
  return (
    <section className={page['page']} aria-labelledby="try-customization-title">
      <h1 id="try-customization-title">{CUSTOMIZATION_TEXTS.tryTitle}</h1>
      <CustomizationStrip key={visitor.device} input={{ brand: facts.brand, visitor }} />
      <p className={styles['lead']}>{CUSTOMIZATION_TEXTS.tryLead}</p>
      <Suspense fallback={<OrderBlockSkeleton />}>
        <OrderBlock
          key={cityId}
          cityId={cityId}
          businessProduct="standard"
          checkoutIn={checkoutIn}
          queryMenuType={query.get('menuType') ?? undefined}
        />
      </Suspense>
    </section>
  );
}
