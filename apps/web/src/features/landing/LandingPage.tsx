import {
  brandOfLanding,
  brandTexts,
  COOKIES,
  formatMoney,
  LANDING_TEXTS,
  leaveBannerVariantFor,
  PRODUCT_TEXTS,
  resolveCity,
  TARGET_COOKIE,
  trialPrice,
  TRIAL_FACTS,
  type RouteDef,
} from '@mealflow/sdk';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { brandOfHost } from '../../app/config';
import type { ScreenProps } from '../../shared/screen';
import { OrderBlock, OrderBlockSkeleton } from '../funnel';
import { LeaveBanner } from '../leave-banner';
import { QuestionnaireBlock } from '../questionnaire';
import { CityBar, staticCityView } from './CityBar';
import { Illustration, type IllustrationName } from './Illustrations';
import styles from './Landing.module.css';
import { Deliveries, Matching, PromoStrip } from './LandingBlocks';

/** The city machine's selector comes with the runtime; until then the resolved city shows, disabled. */
const CitySelector = lazy(() => import('./CitySelector'));
const TARGET_ART: Record<(typeof TARGETS)[number], IllustrationName> = { p1: 'salad', p2: 'bowl', p3: 'breakfast' };
const STEP_ART: IllustrationName[] = ['salad', 'container', 'courier', 'bowl'];

type Product = keyof typeof LANDING_TEXTS.heroTitle;
const TARGETS = ['p1', 'p2', 'p3'] as const;

function productOf(route: RouteDef): Product {
  if (route.name === 'ActivateGift') return 'gift';
  const bp = route.businessProduct ?? 'standard';
  return bp in LANDING_TEXTS.heroTitle ? (bp as Product) : 'standard';
}

/**
 * Every business product's landing (order-funnel §2): hero with the main form, target plans with
 * the trial facts and prices, menu plans, how it works, FAQ, reviews, the last call to action,
 * and the leave banner. Static blocks paint without the SDK runtime.
 */
export default function LandingPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const product = productOf(route);
  const resolvedCityId = useMemo(
    () =>
      resolveCity({
        routeCityAlias: params['city'],
        queryCity: query.get('city') ?? undefined,
        host: window.location.host,
        cookieCityId: createBrowserCookies().get(COOKIES.city),
      }).cityId,
    [params, query],
  );
  // The city machine's answer (IP lookup, the visitor's choice) once it has one; the page's prices follow it.
  const [chosenCityId, setChosenCityId] = useState<number | undefined>(undefined);
  const cityId = chosenCityId ?? resolvedCityId;
  const businessProduct = product === 'gift' ? 'standard' : product;
  const brand = brandOfLanding(brandOfHost(window.location.host), businessProduct);
  const heroText = PRODUCT_TEXTS[product] ?? brandTexts(brand).heroText;
  const cityFallback = <CityBar view={staticCityView(cityId)} disabled />;
  // The leave banner's variant: trial on the day product, else the visitor's target (§4).
  const [target, setTarget] = useState(() => createBrowserCookies().get(TARGET_COOKIE));
  const variant = leaveBannerVariantFor(businessProduct, target);

  return (
    <div className={styles['page']} data-brand={brand}>
      <Suspense fallback={cityFallback}>
        <CitySelector routeCityAlias={params['city']} queryCity={query.get('city') ?? undefined} host={window.location.host} onCity={setChosenCityId} />
      </Suspense>
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
        <Suspense fallback={<OrderBlockSkeleton />}>
          <OrderBlock
            // A new city is a new order block: its catalogue and form start in that city.
            key={cityId}
            cityId={cityId}
            businessProduct={businessProduct}
            catalogProduct={product === 'gift' ? 'activate-gift' : businessProduct}
            gift={product === 'gift'}
            onTargetChange={setTarget} queryMenuType={query.get('menuType') ?? undefined} />
        </Suspense>
      </section>

      {product === 'poll' ? (
        // The poll landing's questionnaire (personal-cabinet §7 Questionnaire v1_1), after the hero.
        <Suspense fallback={null}>
          <QuestionnaireBlock />
        </Suspense>
      ) : null}

      <section aria-labelledby="targets-title">
        <h2 id="targets-title">{LANDING_TEXTS.targetsTitle}</h2>
        <ul className={styles['cards']}>
          {TARGETS.map((target) => {
            const trial = trialPrice(cityId, target);
            return (
              <li key={target} className={styles['card']}>
                <Illustration name={TARGET_ART[target]} className={styles['cardArt']} />
                <h3>{LANDING_TEXTS.targets[target].title}</h3>
                <p>{LANDING_TEXTS.targets[target].text}</p>
                <p>
                  {LANDING_TEXTS.dishes(TRIAL_FACTS[target].dishes)} · {LANDING_TEXTS.kcal(TRIAL_FACTS[target].kcal)}
                </p>
                {trial ? <p className={styles['price']}>{LANDING_TEXTS.trialFrom(formatMoney(trial.price, cityId))}</p> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">{LANDING_TEXTS.howItWorksTitle}</h2>
        <ol className={styles['cards']}>
          {LANDING_TEXTS.howItWorks.map((step, index) => (
            <li key={step.title} className={styles['card']}>
              <Illustration name={STEP_ART[index % STEP_ART.length] ?? 'bowl'} className={styles['cardArt']} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <Matching />

      <Deliveries cityId={cityId} />

      <section aria-labelledby="faq-title" className={styles['faq']}>
        <h2 id="faq-title">{LANDING_TEXTS.faqTitle}</h2>
        {LANDING_TEXTS.faq.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>

      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title">{LANDING_TEXTS.reviewsTitle}</h2>
        <ul className={styles['cards']}>
          {LANDING_TEXTS.reviews.map((review) => (
            <li key={review.name} className={styles['card']}>
              <blockquote>{review.text}</blockquote>
              <p>— {review.name}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles['lastCall']} aria-labelledby="last-call-title">
        <h2 id="last-call-title">{LANDING_TEXTS.lastCallTitle}</h2>
        <p>{LANDING_TEXTS.lastCallText}</p>
        <a href="#order-form">{LANDING_TEXTS.lastCallButton}</a>
      </section>

      <Suspense fallback={null}>
        <LeaveBanner variant={variant} />
      </Suspense>
    </div>
  );
}
