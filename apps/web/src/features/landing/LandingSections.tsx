import { formatMoney, LANDING_TEXTS, trialPrice, TRIAL_FACTS, type LandingBlock } from '@mealflow/sdk';
import { Fragment, type ReactNode } from 'react';
import { Illustration, type IllustrationName } from './Illustrations';
import styles from './Landing.module.css';
import { Deliveries, Matching } from './LandingBlocks';

const TARGETS = ['p1', 'p2', 'p3'] as const;
const TARGET_ART: Record<(typeof TARGETS)[number], IllustrationName> = { p1: 'salad', p2: 'bowl', p3: 'breakfast' };
const STEP_ART: IllustrationName[] = ['salad', 'container', 'courier', 'bowl'];

function Targets({ cityId }: { cityId: number }) {
  return (
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
    <section aria-labelledby="faq-title" className={styles['faq']}>
      <h2 id="faq-title">{LANDING_TEXTS.faqTitle}</h2>
      {LANDING_TEXTS.faq.map((item) => (
        <details key={item.q}>
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
    matching: <Matching />,
    deliveries: <Deliveries cityId={cityId} />,
    faq: <Faq />,
    reviews: <Reviews />,
    lastCall: <LastCall />,
  };
  return order.map((block) => <Fragment key={block}>{blocks[block]}</Fragment>);
}
