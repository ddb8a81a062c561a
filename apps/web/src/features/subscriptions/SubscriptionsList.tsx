import type { subscriptions } from '@mealflow/sdk/cabinet';
import { Button } from '../../shared/ui/Button';
import { CabinetCard } from '../../shared/ui/CabinetCard';
import { SUBSCRIPTION_BADGE_TONE } from './subscription-badge';
import { SubscriptionsPanel } from './SubscriptionPanels';
import { SubscriptionStates } from './SubscriptionStates';
import styles from './Subscriptions.module.css';

function SubscriptionCard({
  card,
  view,
}: {
  card: subscriptions.SubscriptionCardView;
  view: subscriptions.SubscriptionsView & subscriptions.SubscriptionsHandlers;
}) {
  return (
    <CabinetCard
      id={`subscription-${card.id}`}
      title={card.title}
      badge={card.stateText}
      tone={SUBSCRIPTION_BADGE_TONE[card.state]}
      facts={
        <>
          <span>{card.menuTitle}</span>
          <span>{card.mealDaysText}</span>
          {card.discounts.map((text) => (
            <span key={text} className={styles['money']}>
              {text}
            </span>
          ))}
        </>
      }
    >
      <p className={styles['muted']}>{card.planText}</p>
      {card.stateDetail ? <p>{card.stateDetail}</p> : null}
      {card.nextDeliveryText ? <p>{card.nextDeliveryText}</p> : null}
      {card.nextChargeText ? <p>{card.nextChargeText}</p> : null}
      {card.chargeWhyText ? <p className={styles['muted']}>{card.chargeWhyText}</p> : null}
      {card.reminderText || card.paymentEveryText ? (
        <p className={styles['muted']}>{[card.paymentEveryText, card.reminderText].filter(Boolean).join('. ')}</p>
      ) : null}
      {card.state !== 'stopped' ? (
        <p className={styles['muted']}>
          {card.freezeUsageText}. {card.freezeLeftText}
        </p>
      ) : null}
      {card.canFreeze || card.canUnfreeze || card.canStop ? (
        <div className={styles['actions']}>
          {card.canFreeze ? (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={`${view.texts.freeze}: ${card.title}`}
              onClick={() => view.freeze(card.id)}
            >
              {view.texts.freeze}
            </Button>
          ) : null}
          {card.canUnfreeze ? (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={`${view.texts.unfreeze}: ${card.title}`}
              onClick={() => view.unfreeze(card.id)}
            >
              {view.texts.unfreeze}
            </Button>
          ) : null}
          {card.canStop ? (
            <Button
              variant="link"
              aria-haspopup="dialog"
              aria-label={`${view.texts.stop}: ${card.title}`}
              onClick={() => view.stop(card.id)}
            >
              {view.texts.stop}
            </Button>
          ) : null}
        </div>
      ) : null}
    </CabinetCard>
  );
}

/** The client's subscriptions (personal-cabinet §2.1 dashboard/subscriptions): loading, error with retry, empty, the cards. */
export function SubscriptionsList({ view }: { view: subscriptions.SubscriptionsView & subscriptions.SubscriptionsHandlers }) {
  return (
    // The panel the router's frame drew while loading (`SubscriptionsSkeleton`): the heading stays in place.
    <SubscriptionsPanel notice={view.notice ?? ''}>
      <SubscriptionStates view={view}>
        {view.cards.map((card) => (
          <SubscriptionCard key={card.id} card={card} view={view} />
        ))}
      </SubscriptionStates>
    </SubscriptionsPanel>
  );
}
