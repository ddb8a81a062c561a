import {
  formatMoney,
  LANDING_TEXTS,
  rememberTrialTarget,
  TRIAL_FACTS,
  TRIAL_PRODUCT_PATH,
  trialPrice,
  type LandingBlock,
} from '@mealflow/sdk/domain';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Illustration, type IllustrationName } from './Illustrations';
import styles from './Landing.module.css';
import { Deliveries, Matching } from './LandingBlocks';

const TARGETS = ['p1', 'p2', 'p3'] as const;
const TARGET_ART: Record<(typeof TARGETS)[number], IllustrationName> = { p1: 'salad', p2: 'bowl', p3: 'breakfast' };
const STEP_ART: IllustrationName[] = ['salad', 'container', 'courier', 'bowl'];

/**
 * The target plans (order-funnel §2) with their trial facts and the city's trial price (`trialPrice`:
 * the spec's table, ours for Minsk; the sandbox's catalogue serves the same). Each card is a link to
 * the trial product, where the card's goal (its trial line) is chosen (`rememberTrialTarget`).
 */
function Targets({ cityId }: { cityId: number }) {
  return (
    <section aria-labelledby="targets-title">
      <h2 id="targets-title">{LANDING_TEXTS.targetsTitle}</h2>
      <ul className={styles['cards']}>
        {TARGETS.map((target) => (
          <li key={target} className={`${styles['card']} ${styles['linkCard']}`}>
            <Illustration name={TARGET_ART[target]} className={styles['cardArt']} />
            <h3>
              <Link
                href={TRIAL_PRODUCT_PATH}
                className={styles['cardLink']}
                onClick={() => rememberTrialTarget(createBrowserCookies(), target)}
              >
                {LANDING_TEXTS.targets[target].title}
              </Link>
            </h3>
            <p>{LANDING_TEXTS.targets[target].text}</p>
            <p>
              {LANDING_TEXTS.dishes(TRIAL_FACTS[target].dishes)} · {LANDING_TEXTS.kcal(TRIAL_FACTS[target].kcal)}
            </p>
            <p className={styles['price']}>{LANDING_TEXTS.trialFrom(formatMoney(trialPrice(cityId, target).price, cityId))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
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
  );
}

function Faq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">{LANDING_TEXTS.faqTitle}</h2>
      {LANDING_TEXTS.faq.map((item) => (
        <details key={item.q} className={styles['question']}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}

function Reviews() {
  return (
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
  );
}

function LastCall() {
  return (
    <section className={styles['lastCall']} aria-labelledby="last-call-title">
      <h2 id="last-call-title">{LANDING_TEXTS.lastCallTitle}</h2>
      <p>{LANDING_TEXTS.lastCallText}</p>
      <a href="#order-form">{LANDING_TEXTS.lastCallButton}</a>
    </section>
  );
}

/**
 * The landing's blocks below the hero (order-funnel §2), in the order of the visitor's composition
 * (`landingBlocks`, the A/B tests' active state). Keyed by block: a new order moves the blocks, it
 * does not mount them anew. Static: paints without the SDK runtime, but for `menu` (the product's
 * menu block, lazy: nothing until its chunk and the runtime are there).
 */
export function LandingSections({ order, cityId, menu = null }: { order: readonly LandingBlock[]; cityId: number; menu?: ReactNode }) {
  const blocks: Record<LandingBlock, ReactNode> = {
    targets: <Targets cityId={cityId} />,
    menu,
    howItWorks: <HowItWorks />,
    matching: <Matching cityId={cityId} />,
    deliveries: <Deliveries cityId={cityId} />,
    faq: <Faq />,
    reviews: <Reviews />,
    lastCall: <LastCall />,
  };
  return order.map((block) => <Fragment key={block}>{blocks[block]}</Fragment>);
}
