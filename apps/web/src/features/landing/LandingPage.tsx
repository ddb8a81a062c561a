import { abTest } from '@mealflow/sdk/storefront';
import {
  brandOfLanding,
  brandTexts,
  DEFAULT_ACTIVE_TESTS,
  LANDING_TEXTS,
  landingBlocks,
  PRODUCT_TEXTS,
  type TestsComposition,
} from '@mealflow/sdk/domain';
import { COOKIES } from '@mealflow/sdk/api';
import { type RouteDef } from '@mealflow/sdk/routing';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { cityBeforeRuntime, useSettledCityId } from '../../shared/runtime/city-early';
import { brandOfHost } from '../../shared/runtime/config';
import { useOptionalRuntime, WithRuntime } from '../../shared/runtime/RuntimeContext';
import { preloadable } from '../../shared/preloadable';
import { NearViewport } from '../../shared/ui/NearViewport';
import type { ScreenProps } from '../../shared/screen';
import { OrderBlock, OrderBlockSkeleton } from '../funnel';
import { LeaveBanner } from '../leave-banner';
import { ProductMenu } from '../menus';
import { QuestionnaireBlock } from '../questionnaire';
import { CityBar, staticCityView } from './CityBar';
import { Illustration } from './Illustrations';
import styles from './Landing.module.css';
import { PromoStrip } from './LandingBlocks';
import { LandingSections } from './LandingSections';

/** The city machine's selector comes with the runtime; until then the resolved city shows, disabled. */
const CitySelector = preloadable(() => import('./CitySelector'));

type Product = keyof typeof LANDING_TEXTS.heroTitle;

/**
 * The visitor's landing composition (the A/B tests' active state, personal-cabinet §3) once the
 * runtime has allocated it; the default (the prerendered page's) until then. A change re-orders
 * blocks below the hero: it renders in a transition (in slices), not as a blocking update.
 */
function useComposition(): TestsComposition {
  const abTests = useOptionalRuntime()?.abTests;
  const [composition, setComposition] = useState<TestsComposition>(DEFAULT_ACTIVE_TESTS.composition);
  useEffect(() => {
    if (!abTests) return;
    const read = () => startTransition(() => setComposition(abTest.testsComposition(abTests.getSnapshot())));
    read();
    const subscription = abTests.subscribe(read);
    return () => subscription.unsubscribe();
  }, [abTests]);
  return composition;
}

function productOf(route: RouteDef): Product {
  if (route.name === 'ActivateGift') return 'gift';
  const bp = route.businessProduct ?? 'standard';
  return bp in LANDING_TEXTS.heroTitle ? (bp as Product) : 'standard';
}

/**
 * Every business product's landing (order-funnel §2): hero with the main form, target plans with
 * the trial facts and prices, menu plans, how it works, FAQ, reviews, the last call to action,
 * and the leave banner. Static blocks paint without the SDK runtime; their order below the hero
 * is the visitor's composition (A/B test `landing_composition`, `landingBlocks`).
 */
export default function LandingPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const product = productOf(route);
  // Painted before the runtime: the address's and the cookie's city; then the visitor's one city
  // (the runtime's city actor: IP lookup, the visitor's choice), which the page's prices follow.
  const cityBefore = useMemo(
    () =>
      cityBeforeRuntime({
        routeCityAlias: params['city'],
        queryCity: query.get('city') ?? undefined,
        host: window.location.host,
        cookieCityId: createBrowserCookies().get(COOKIES.city),
      }),
    [params, query],
  );
  const cityId = useSettledCityId() ?? cityBefore;
  const businessProduct = product === 'gift' ? 'standard' : product;
  const brand = brandOfLanding(brandOfHost(window.location.host), businessProduct);
  const heroText = PRODUCT_TEXTS[product] ?? brandTexts(brand).heroText;
  const cityFallback = <CityBar view={staticCityView(cityId)} disabled />;
  const composition = useComposition();

  return (
    <div className={styles['page']} data-brand={brand}>
      <WithRuntime fallback={cityFallback} part={CitySelector}>
        <CitySelector />
      </WithRuntime>
      <section className={styles['hero']} aria-labelledby="hero-title">
        <div className={styles['heroIntro']}>
          <h1 id="hero-title" className={styles['heroTitle']}>
            {LANDING_TEXTS.heroTitle[product]}
          </h1>
          <p className={styles['heroText']}>{heroText}</p>
          <div className={styles['heroArt']}>
            <Illustration name="bowl" />
            <Illustration name="salad" />
            <Illustration name="smoothie" />
          </div>
          <PromoStrip businessProduct={businessProduct} />
        </div>
        <WithRuntime fallback={<OrderBlockSkeleton />} part={OrderBlock}>
          <OrderBlock
            // A new city is a new order block: its catalogue and form start in that city.
            key={cityId}
            cityId={cityId}
            businessProduct={businessProduct}
            catalogProduct={product === 'gift' ? 'activate-gift' : businessProduct}
            gift={product === 'gift'}
            queryMenuType={query.get('menuType') ?? undefined}
          />
        </WithRuntime>
      </section>

      {product === 'poll' ? (
        // The poll landing's questionnaire (personal-cabinet §7 Questionnaire v1_1), after the hero.
        <WithRuntime fallback={null}>
          <QuestionnaireBlock />
        </WithRuntime>
      ) : null}

      <LandingSections
        order={landingBlocks(composition)}
        cityId={cityId}
        menu={
          // Far below the fold on a phone: its file is asked for and rendered when the visitor scrolls towards it.
          <NearViewport>
            <WithRuntime fallback={null} part={ProductMenu}>
              {/* The product's menu (its static file); a new city is a new block. Nothing for a product without a file. */}
              <ProductMenu key={`${cityId}:${businessProduct}`} businessProduct={businessProduct} cityId={cityId} brand={brand} />
            </WithRuntime>
          </NearViewport>
        }
      />

      <WithRuntime fallback={null} part={LeaveBanner}>
        <LeaveBanner product={businessProduct} />
      </WithRuntime>
    </div>
  );
}
