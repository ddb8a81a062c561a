import type { orderDetail } from '@mealflow/sdk/cabinet';
import { CUSTOMIZATION_TEXTS } from '@mealflow/sdk/domain';
import { useState } from 'react';
import { Link } from 'wouter';
import { AfterPaint } from '../../shared/ui/AfterPaint';
import { Button } from '../../shared/ui/Button';
import { CabinetCardFacts, CabinetCardHead } from '../../shared/ui/CabinetCard';
import styles from './Cabinet.module.css';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderLoading } from './OrderLoading';
import { OrderPaymentNote } from './OrderPaymentNote';
import { ORDER_BADGE_TONE } from './order-badge';
import parts from './Orders.module.css';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = { view: orderDetail.OrderDetailView & orderDetail.OrderDetailHandlers; ordersHref: string };

function Deliveries({ view }: Omit<Props, 'ordersHref'>) {
  return (
    <section className={parts['section']} aria-labelledby="order-deliveries">
      <h3 id="order-deliveries">{view.texts.deliveries}</h3>
      <ul className={parts['rows']}>
        {view.deliveries.map((d) => (
          <li key={d.id} className={parts['row']}>
            <span>
              <strong>{d.dateText}</strong>, {d.windowText}
              {d.addressText ? <span className={parts['address']}>{d.addressText}</span> : null}
            </span>
            <span className={parts['muted']}>{d.stateText}</span>
            {d.link ? (
              <Link href={d.link} aria-label={`Изменить доставку: ${d.dateText}`}>
                Изменить
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dishes({ view }: Omit<Props, 'ordersHref'>) {
  return (
    <section className={parts['section']} aria-labelledby="order-dishes">
      <h3 id="order-dishes">{view.texts.dishes}</h3>
      {view.noDishesText ? <p className={parts['muted']}>{view.noDishesText}</p> : null}
      {view.card?.links.dishes ? (
        <p>
          <Link href={view.card.links.dishes}>{CUSTOMIZATION_TEXTS.changeDishes}</Link>
        </p>
      ) : null}
      {view.dishes.map((day, dayIndex) => (
        // Each day folds (the first open), so a phone does not scroll past every dish.
        <details key={day.date} className={parts['day']} open={dayIndex === 0}>
          <summary>{day.dateText}</summary>
          <ul className={parts['rows']}>
            {day.items.map((item, index) => (
              <li key={`${item.title}-${index}`} className={parts['row']}>
                <span>
                  {item.mealType ? <span className={parts['muted']}>{item.mealType}: </span> : null}
                  {item.title}
                </span>
                {item.kcalText ? <span className={parts['muted']}>{item.kcalText}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

function Prices({ view }: Omit<Props, 'ordersHref'>) {
  return (
    <section className={parts['section']} aria-labelledby="order-price">
      <h3 id="order-price">{view.texts.price}</h3>
      <dl className={parts['prices']}>
        {view.priceLines.map((line) => (
          <div key={line.label} className={parts['priceLine']}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Plan({ view }: Omit<Props, 'ordersHref'>) {
  const current = view.plans.options.find((o) => o.current)?.id;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const picked = chosen ?? current;
  return (
    <section className={parts['section']} aria-labelledby="order-plan">
      <h3 id="order-plan">{view.texts.plan}</h3>
      <form
        className={parts['form']}
        aria-labelledby="order-plan"
        onSubmit={(event) => {
          event.preventDefault();
          if (picked !== undefined) view.changePlan(picked);
        }}
      >
        <fieldset className={parts['choices']}>
          <legend className={parts['srOnly']}>{view.texts.plan}</legend>
          {view.plans.options.map((option) => (
            <label key={option.id} className={parts['choice']}>
              <input type="radio" name="price-plan" checked={picked === option.id} onChange={() => setChosen(option.id)} />
              {option.title} — <span className={parts['money']}>{option.priceText}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="secondary" disabled={view.busy || picked === current}>
            {view.texts.changePlan}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Extras({ view }: Omit<Props, 'ordersHref'>) {
  const { drinks, autolongation, texts } = view;
  return (
    <>
      {autolongation.available ? (
        <section className={parts['section']} aria-labelledby="order-autolongation">
          <h3 id="order-autolongation">{autolongation.label}</h3>
          <label className={parts['choice']}>
            <input type="checkbox" role="switch" checked={autolongation.enabled} disabled={view.busy} onChange={view.toggleAutolongation} />
            {autolongation.hint}
          </label>
        </section>
      ) : null}
      {drinks.canAdd || drinks.canDrop ? (
        <section className={parts['section']} aria-labelledby="order-drinks">
          <h3 id="order-drinks">{texts.drinks}</h3>
          {drinks.countText ? <p>{drinks.countText}</p> : null}
          <div className={parts['actions']}>
            {drinks.canAdd ? (
              <Button variant="secondary" disabled={view.busy} onClick={() => view.addDrinks(1)}>
                {texts.addDrinks}
                {drinks.priceText ? <span className={parts['money']}> +{drinks.priceText}</span> : null}
              </Button>
            ) : null}
            {drinks.canDrop ? (
              <Button variant="secondary" disabled={view.busy} onClick={view.dropDrinks}>
                {texts.dropDrinks}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      {view.options.length > 0 ? (
        <section className={parts['section']} aria-labelledby="order-options">
          <h3 id="order-options">{texts.deliveryOptions}</h3>
          <ul className={parts['rows']}>
            {view.options.map((option) => (
              <li key={option.id} className={parts['row']}>
                <span>
                  {option.title} <span className={parts['money']}>{option.priceText}</span>
                </span>
                {option.added ? (
                  <span className={parts['muted']}>{texts.optionAdded}</span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={view.busy}
                    onClick={() => view.addOption(option.id)}
                    aria-label={`Добавить: ${option.title}`}
                  >
                    Добавить
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.plans.available && view.plans.options.length > 1 ? <Plan view={view} /> : null}
    </>
  );
}

/** An order's page (personal-cabinet §2.1 orders/{hid}, §3, §7): every state of the order-detail machine. */
export function OrderDetail({ view, ordersHref }: Props) {
  const { card, texts } = view;
  // The same panel the router's frame drew before the screen (`OrderSkeleton`): its first line does not move.
  if (view.status === 'loading') return <OrderLoading ordersHref={ordersHref} />;
  if (view.status === 'error')
    return (
      <section className={styles['panel']} aria-labelledby="order-title">
        <h2 id="order-title">{texts.detailLoadFailed}</h2>
        <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={view.retry}>
          {view.error}
        </RetryAlert>
        <p>
          <Link href={ordersHref}>{texts.listTitle}</Link>
        </p>
      </section>
    );
  if (view.status === 'cancelled')
    return (
      <section className={styles['panel']} aria-labelledby="order-title">
        <h2 id="order-title">{texts.cancelledTitle}</h2>
        <p>{texts.cancelled}</p>
        <p>
          <Link href={ordersHref}>{texts.listTitle}</Link>
        </p>
      </section>
    );
  return (
    <section className={`${styles['panel']} ${parts['detail']}`} aria-labelledby="order-title">
      <p>
        <Link href={ordersHref}>← {texts.listTitle}</Link>
      </p>
      {card ? (
        <>
          <CabinetCardHead
            titleId="order-title"
            level={2}
            title={card.title}
            badge={card.statusText}
            tone={ORDER_BADGE_TONE[card.status]}
          />
          <CabinetCardFacts>
            <span>{card.daysText}</span>
            <span>{card.personsText}</span>
            <span className={parts['money']}>{card.priceText}</span>
          </CabinetCardFacts>
          <OrderPaymentNote card={card} />
        </>
      ) : null}
      {card?.links.pay ? (
        <p>
          <Link href={card.links.pay} className={parts['payLink']}>
            {texts.pay} {card.toPayText ? <span className={parts['money']}>{card.toPayText}</span> : null}
          </Link>
        </p>
      ) : null}
      {view.longate.available ? (
        <p>
          <Link href={view.longate.href} className={parts['payLink']}>
            {view.longate.label}
          </Link>
        </p>
      ) : null}
      {view.actionError ? (
        <div className={styles['error']} role="alert">
          <p>{view.actionError}</p>
        </div>
      ) : null}
      <Deliveries view={view} />
      <section className={parts['section']} aria-labelledby="order-task">
        <h3 id="order-task">{texts.confirmTask}</h3>
        <p>{view.confirmTaskText}</p>
      </section>
      {/* The blocks below the first screen on a phone, in a task after the first view's paint (issue 35). */}
      <AfterPaint>
        <Dishes view={view} />
        <Prices view={view} />
        <Extras view={view} />
        <section className={parts['section']} aria-label="Связаться с нами">
          <div className={parts['actions']}>
            <Button variant="secondary" disabled={view.busy} onClick={view.recall}>
              {texts.recall}
            </Button>
            {view.cancel.available ? (
              <Button variant="secondary" aria-haspopup="dialog" onClick={view.openCancel}>
                {texts.cancelOrder}
              </Button>
            ) : null}
          </div>
        </section>
      </AfterPaint>
      <CancelOrderDialog view={view} />
    </section>
  );
}
