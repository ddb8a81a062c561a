import type { payment as paymentGroup } from '@mealflow/sdk/checkout';
import type { customization } from '@mealflow/sdk/cabinet';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import page from '../../shared/layout/Page.module.css';
import { Button } from '../../shared/ui/Button';
import styles from './Customization.module.css';
import { SurchargePay } from './SurchargePay';

type View = customization.CustomizationView & customization.CustomizationHandlers;

/** A meal's portions: '−', '2 порции', '+' (a second portion is an addition, one less a subtraction). */
function Portions({ meal, date, view }: { meal: customization.CustomMealView; date: string; view: View }) {
  if (!meal.portionsText) return null;
  return (
    <div className={styles['portions']} role="group" aria-label={meal.label}>
      <button
        type="button"
        className={styles['step']}
        aria-label={meal.subtractLabel}
        disabled={!view.canAccept}
        onClick={() => view.subtract(date, meal.mealNumber)}
      >
        −
      </button>
      <span className={styles['count']}>{meal.portionsText}</span>
      <button
        type="button"
        className={styles['step']}
        aria-label={meal.addLabel}
        disabled={!view.canAccept}
        onClick={() => view.add(date, meal.mealNumber)}
      >
        +
      </button>
    </div>
  );
}

function Day({ day, view }: { day: customization.CustomDayView; view: View }) {
  const titleId = `custom-day-${day.date}`;
  const editing = view.status === 'editing' && day.editable;
  return (
    <section className={styles['day']} aria-labelledby={titleId} data-locked={day.lockedText ? true : undefined}>
      <h2 id={titleId}>{day.title}</h2>
      {day.lockedText ? <p className={styles['locked']}>{day.lockedText}</p> : null}
      {day.packsText ? <p className={styles['packs']}>{day.packsText}</p> : null}
      {day.paidText ? <p className={styles['paid']}>{day.paidText}</p> : null}
      <ul className={styles['meals']}>
        {day.meals.map((meal) => (
          <li key={meal.key} className={styles['meal']} data-changed={meal.changed || undefined}>
            <span className={styles['mealName']} aria-hidden={editing || undefined}>
              {meal.mealText}
            </span>
            {editing ? (
              <div className={styles['choice']}>
                <select
                  className={styles['select']}
                  aria-label={meal.label}
                  value={meal.value}
                  disabled={!view.canAccept}
                  onChange={(e) => view.choose(day.date, meal.mealNumber, e.target.value)}
                >
                  {meal.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <Portions meal={meal} date={day.date} view={view} />
              </div>
            ) : (
              <span className={styles['dish']}>
                {meal.dishText}
                {meal.count > 1 ? `, ${meal.portionsText}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The customisation screen's states (the SDK's `connectCustomization`): it renders and sends, nothing more. */
export function Customization({
  view,
  headingLevel = 1,
  payment,
}: {
  view: View;
  headingLevel?: 1 | 2;
  payment?: ActorRefFrom<paymentGroup.PaymentMachine> | undefined;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const ordersLink = (
    <Link href={view.ordersPath} className={styles['link']}>
      {view.texts.toOrders}
    </Link>
  );
  return (
    <section className={page['page']} aria-labelledby="customization-title">
      <Heading id="customization-title">{view.title}</Heading>
      {view.orderTitle ? <p className={styles['lead']}>{view.orderTitle}</p> : null}
      {view.notice ? (
        <p role="status" className={styles['notice']}>
          {view.notice}
        </p>
      ) : null}
      {view.surcharge ? (
        <SurchargePay surcharge={view.surcharge} pay={view.pay} changeMethod={view.changeMethod} payment={payment} />
      ) : null}
      {view.status === 'loading' ? <p role="status">{view.texts.loading}</p> : null}
      {view.status === 'error' ? (
        <div role="alert" className={page['error']}>
          <p>{view.error}</p>
          <Button onClick={view.retry}>{view.texts.retry}</Button>
        </div>
      ) : null}
      {view.status === 'noOrder' ? (
        <>
          <p>{view.texts.noOrder}</p>
          {ordersLink}
        </>
      ) : null}
      {view.status === 'empty' ? (
        <>
          <p>{view.texts.empty}</p>
          {ordersLink}
        </>
      ) : null}
      {view.status === 'notCustomizable' ? (
        <>
          <p>{view.texts.notCustomizable}</p>
          {view.checkoutPath ? (
            <Link href={view.checkoutPath} className={styles['link']}>
              {view.texts.toCheckout}
            </Link>
          ) : null}
        </>
      ) : null}
      {view.lead ? <p className={styles['lead']}>{view.lead}</p> : null}
      {view.days.length > 0 ? (
        <div className={styles['days']}>
          {view.days.map((day) => (
            <Day key={day.date} day={day} view={view} />
          ))}
        </div>
      ) : null}
      <div role="status" className={styles['status']}>
        {view.busyText ?? view.changedText ?? ''}
      </div>
      <div role="status" className={styles['price']}>
        {view.priceText ?? ''}
      </div>
      {view.actionError ? (
        <p role="alert" className={page['error']}>
          {view.actionError}
        </p>
      ) : null}
      {view.status === 'editing' || view.status === 'accepted' ? (
        <div className={page['actions']}>
          <Button
            onClick={view.accept}
            disabled={!view.canAccept}
            busy={view.status === 'accepted' || view.busyText === view.texts.accepting}
          >
            {view.acceptLabel}
          </Button>
          <Button variant="secondary" onClick={view.reset} disabled={!view.canReset}>
            {view.texts.reset}
          </Button>
          {view.canRestore ? (
            <Button variant="link" onClick={view.restore}>
              {view.texts.restore}
            </Button>
          ) : null}
        </div>
      ) : null}
      {view.canEdit ? <Button onClick={view.edit}>{view.texts.edit}</Button> : null}
    </section>
  );
}
