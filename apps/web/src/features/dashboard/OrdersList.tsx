import type { ordersList } from '@mealflow/sdk/cabinet';
import { CUSTOMIZATION_TEXTS, ORDER_TEXTS } from '@mealflow/sdk/domain';
import { Link } from 'wouter';
import { LoadState } from '../../shared/layout/LoadState';
import { CabinetCard, CabinetCardList } from '../../shared/ui/CabinetCard';
import styles from './Cabinet.module.css';
import { ORDER_BADGE_TONE } from './order-badge';
import { OrderPaymentNote } from './OrderPaymentNote';
import cards from './Orders.module.css';

function OrderCard({ card }: { card: ordersList.OrderCardView }) {
  return (
    <CabinetCard
      title={card.title}
      badge={card.statusText}
      tone={ORDER_BADGE_TONE[card.status]}
      facts={
        <>
          <span>{card.daysText}</span>
          <span>{card.personsText}</span>
          <span className={cards['money']}>{card.priceText}</span>
        </>
      }
    >
      <OrderPaymentNote card={card} />
      <div>
        <p className={cards['nextLabel']}>{card.nextText}</p>
        {card.next ? (
          <p>
            {card.next.dateText}, {card.next.windowText}
            {card.next.addressText ? <span className={cards['address']}>{card.next.addressText}</span> : null}
          </p>
        ) : null}
      </div>
      <div className={cards['actions']}>
        {card.links.pay ? (
          <Link href={card.links.pay} className={cards['payLink']}>
            {ORDER_TEXTS.pay} {card.toPayText ? <span className={cards['money']}>{card.toPayText}</span> : null}
          </Link>
        ) : null}
        <Link href={card.links.detail} aria-label={`${ORDER_TEXTS.open}: ${card.title}`}>
          {ORDER_TEXTS.open}
        </Link>
        <Link href={card.links.deliveries} aria-label={`${ORDER_TEXTS.deliveries}: ${card.title}`}>
          {ORDER_TEXTS.deliveries}
        </Link>
        {card.links.dishes ? (
          <Link href={card.links.dishes} aria-label={`${CUSTOMIZATION_TEXTS.changeDishes}: ${card.title}`}>
            {CUSTOMIZATION_TEXTS.changeDishes}
          </Link>
        ) : null}
      </div>
    </CabinetCard>
  );
}

/** The active orders list (personal-cabinet §2.5): loading, error with retry, empty, the cards. */
export function OrdersList({ view }: { view: ordersList.OrdersListView & ordersList.OrdersListHandlers }) {
  return (
    <section className={styles['panel']} aria-labelledby="orders-title">
      <h2 id="orders-title">{view.texts.title}</h2>
      {/* §4: after an eating pause of 10 days or more, what is new. */}
      {view.whatsNew ? <p className={cards['whatsNew']}>{view.whatsNew}</p> : null}
      <LoadState view={view} errorClass={styles['error']} />
      {view.status === 'empty' ? (
        <div className={cards['empty']}>
          <p>{view.texts.empty}</p>
          <Link href={view.newOrderPath}>{view.texts.newOrder}</Link>
        </div>
      ) : null}
      {/* 'Оформить новый заказ' of a list with orders is the week overview's primary action above it (issue 31), not a second link after the last card. */}
      {view.status === 'ready' ? (
        <CabinetCardList>
          {view.cards.map((card) => (
            <OrderCard key={card.id} card={card} />
          ))}
        </CabinetCardList>
      ) : null}
    </section>
  );
}
