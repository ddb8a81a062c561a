import type { fitness } from '@mealflow/sdk/cabinet';
import { Button } from '../../shared/ui/Button';
import { CabinetCard } from '../../shared/ui/CabinetCard';
import { SUBSCRIPTION_BADGE_TONE } from './subscription-badge';
import { SubscriptionStates } from './SubscriptionStates';
import styles from './Subscriptions.module.css';

type View = fitness.FitnessView & fitness.FitnessHandlers;

function FitnessCard({ card, view }: { card: fitness.FitnessCardView; view: View }) {
  const label = card.requesting ? view.texts.requesting : view.texts.request;
  return (
    <CabinetCard
      title={card.title}
      badge={card.stateText}
      tone={SUBSCRIPTION_BADGE_TONE[card.state]}
      facts={
        <>
          <span>{card.menuTitle}</span>
          <span>{card.monthsText}</span>
        </>
      }
    >
      <p className={styles['notice']} role="status">
        {card.requestedText ?? ''}
      </p>
      {card.error ? (
        <p className={styles['fieldError']} role="alert">
          {card.error}
        </p>
      ) : null}
      {card.requestedText ? null : (
        <div className={styles['actions']}>
          <Button disabled={!card.canRequest} aria-label={`${label}: ${card.title}`} onClick={() => view.requestPromo(card.id)}>
            {label}
          </Button>
        </div>
      )}
    </CabinetCard>
  );
}

/** The fitness page (personal-cabinet §2.1 subscriptions/fitness): loading, error with retry, empty, the subscriptions with the sports club. */
export function Fitness({ view }: { view: View }) {
  return (
    <section className={styles['panel']} aria-labelledby="fitness-title">
      <h2 id="fitness-title">{view.texts.title}</h2>
      <p className={styles['muted']}>{view.texts.intro}</p>
      <SubscriptionStates view={view}>
        {view.cards.map((card) => (
          <FitnessCard key={card.id} card={card} view={view} />
        ))}
      </SubscriptionStates>
    </section>
  );
}
