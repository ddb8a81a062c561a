import type { subscriptionMenu } from '@mealflow/sdk/cabinet';
import { Link } from 'wouter';
import { CabinetCard, CabinetCardHead, CabinetCardList } from '../../shared/ui/CabinetCard';
import { SUBSCRIPTION_BADGE_TONE } from './subscription-badge';
import { SubscriptionMenuPanel } from './SubscriptionPanels';
import { SubscriptionStates } from './SubscriptionStates';
import pages from './SubscriptionPages.module.css';
import styles from './Subscriptions.module.css';

type View = subscriptionMenu.SubscriptionMenuView & subscriptionMenu.SubscriptionMenuHandlers;

function MenuOrder({ order, view }: { order: subscriptionMenu.SubscriptionMenuOrderView; view: View }) {
  const titleId = `subscription-order-${order.id}`;
  return (
    <li className={pages['order']} aria-labelledby={titleId}>
      <CabinetCardHead
        titleId={titleId}
        level={4}
        title={order.title}
        badge={order.statusText}
        tone={order.status === 'paid' || order.status === 'paidInPart' ? 'success' : undefined}
      />
      {order.paidText ? <p>{order.paidText}</p> : null}
      {order.nextPaymentText ? <p className={styles['muted']}>{order.nextPaymentText}</p> : null}
      <h5>{view.texts.deliveriesTitle}</h5>
      {order.deliveries.length > 0 ? (
        <ul className={pages['plain']}>
          {order.deliveries.map((d) => (
            <li key={d.id}>
              {d.dateText}, {d.windowText}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles['muted']}>{view.texts.noDeliveries}</p>
      )}
      <h5>{order.dishesTitle ?? view.texts.noDishes}</h5>
      {order.dishes.length > 0 ? (
        <ul className={pages['plain']}>
          {order.dishes.map((dish) => (
            <li key={dish.id}>{dish.mealText ? `${dish.mealText}: ${dish.title}` : dish.title}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles['actions']}>
        {order.pay ? (
          <Link href={order.pay.path} className={pages['payLink']}>
            {order.pay.text}
          </Link>
        ) : null}
        {order.ratePath ? (
          <Link href={order.ratePath} className={pages['link']} aria-label={`${view.texts.rate}: ${order.title}`}>
            {view.texts.rate}
          </Link>
        ) : null}
        <Link href={order.detailPath} className={pages['link']} aria-label={`${view.texts.open}: ${order.title}`}>
          {view.texts.open}
        </Link>
      </div>
    </li>
  );
}

function MenuSection({ section, view }: { section: subscriptionMenu.SubscriptionMenuSectionView; view: View }) {
  return (
    <CabinetCard
      title={section.title}
      badge={section.stateText}
      tone={SUBSCRIPTION_BADGE_TONE[section.state]}
      facts={
        <>
          <span>{section.menuTitle}</span>
          {section.stateDetail ? <span>{section.stateDetail}</span> : null}
        </>
      }
    >
      {section.orders.length > 0 ? (
        <CabinetCardList>
          {section.orders.map((order) => (
            <MenuOrder key={order.id} order={order} view={view} />
          ))}
        </CabinetCardList>
      ) : (
        <p className={styles['muted']}>{view.texts.noOrders}</p>
      )}
    </CabinetCard>
  );
}

/** The subscription menu (personal-cabinet §2.1 subscriptions/menu): loading, error with retry, empty, each subscription's orders. */
export function SubscriptionMenu({ view }: { view: View }) {
  return (
    // The panel the router's frame drew while loading (`SubscriptionMenuSkeleton`): the heading stays in place.
    <SubscriptionMenuPanel busy={view.refreshing || view.status === 'loading'}>
      <SubscriptionStates view={view}>
        {view.sections.map((section) => (
          <MenuSection key={section.id} section={section} view={view} />
        ))}
      </SubscriptionStates>
    </SubscriptionMenuPanel>
  );
}
