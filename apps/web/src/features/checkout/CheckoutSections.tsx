import type { checkout as checkoutGroup } from '@mealflow/sdk/checkout';
import { CHECKOUT_VIEW_TEXTS } from '@mealflow/sdk/domain';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './Checkout.module.css';
import { DeliveryChooser } from './DeliveryChooser';

type Checkout = checkoutGroup.CheckoutView & checkoutGroup.CheckoutHandlers;

/** The order's title, duration and benefits. */
export function OrderSection({ checkout }: { checkout: Checkout }) {
  return (
    <section className={styles['card']} aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        {checkout.title} · {checkout.duration}
      </h1>
      <ul className={styles['benefits']} aria-label="Преимущества">
        {checkout.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {checkout.cashback ? <p>{checkout.cashback}</p> : null}
    </section>
  );
}

/** The recipient's fields (order-funnel §5): the name's two are locked once the profile has them. */
const PROFILE_FIELDS = [
  { name: 'firstName', label: 'Имя', type: undefined },
  { name: 'lastName', label: 'Фамилия', type: undefined },
  { name: 'email', label: 'E-mail', type: 'email' },
] as const;

/** The recipient (order-funnel §5 "Profile"). */
export function ProfileSection({ checkout }: { checkout: Checkout }) {
  const { profile } = checkout;
  return (
    <section className={styles['card']} aria-labelledby="profile-title">
      <h2 id="profile-title">Получатель</h2>
      {PROFILE_FIELDS.map(({ name, label, type }) => (
        <TextField
          key={name}
          label={label}
          type={type}
          value={profile[name]}
          disabled={name === 'email' ? undefined : profile[`${name}Locked`]}
          error={profile[`${name}Error`]}
          onChange={(e) => checkout.changeProfile(name, e.target.value)}
        />
      ))}
    </section>
  );
}

/** Date and time of the first delivery, safe delivery, the courier's comment. */
export function DeliverySection({ checkout }: { checkout: Checkout }) {
  const { delivery } = checkout;
  return (
    <section className={styles['card']} aria-labelledby="delivery-title">
      <h2 id="delivery-title">Дата и время доставки</h2>
      <p>
        Первая доставка: {delivery.date} · {delivery.window}
      </p>
      {checkout.dateNotice ? (
        <p className={styles['hint']} role="status">
          {checkout.dateNotice}
        </p>
      ) : null}
      {checkout.datesError ? (
        <div className={styles['error']} role="alert">
          <p>{checkout.datesError}</p>
          <Button variant="link" onClick={checkout.retryDates}>
            {CHECKOUT_VIEW_TEXTS.retry}
          </Button>
        </div>
      ) : null}
      <DeliveryChooser checkout={checkout} />
      <label className={styles['check']}>
        <input
          type="checkbox"
          checked={checkout.safeDelivery}
          disabled={!checkout.safeDeliveryAvailable}
          onChange={(e) => checkout.toggleSafeDelivery(e.target.checked)}
        />
        Безопасная доставка — курьер оставит заказ у двери
      </label>
      {checkout.courierCommentShown ? (
        <TextField
          label="Комментарий для курьера"
          value={checkout.courierComment}
          maxLength={checkout.courierCommentMax}
          hint={checkout.courierCommentCounter}
          onChange={(e) => checkout.changeComment(e.target.value)}
        />
      ) : null}
    </section>
  );
}

/** Detox drinks to the ration (order-funnel §4 "Drinks"). */
export function DrinksSection({ checkout }: { checkout: Checkout }) {
  const { drinks } = checkout;
  if (!drinks?.available) return null;
  return (
    <section className={styles['card']} aria-labelledby="drinks-title">
      <h2 id="drinks-title">Напитки</h2>
      <p>
        Детокс-напитки к рациону — {drinks.pricePerDrink} за штуку. Добавлено: {drinks.count}
      </p>
      <div className={styles['row']}>
        <Button variant="secondary" disabled={checkout.busy} onClick={checkout.addDrinks}>
          {drinks.addText}
        </Button>
        {drinks.count > 0 ? (
          <Button variant="link" disabled={checkout.busy} onClick={checkout.dropDrinks}>
            Убрать напитки
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The price lines and the total. */
export function SummaryLines({ checkout }: { checkout: Checkout }) {
  return (
    <>
      <h2 id="summary-title">Итого</h2>
      <dl className={styles['lines']}>
        {checkout.priceLines.map((line) => (
          <div key={line.label} style={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {checkout.schedule ? <p>{checkout.schedule}</p> : null}
      {checkout.instalments ? (
        <section aria-labelledby="instalments-title">
          <h3 id="instalments-title">{CHECKOUT_VIEW_TEXTS.instalmentsTitle}</h3>
          <ul>
            {checkout.instalments.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles['total']}>
        {checkout.summaryTotalLabel}: {checkout.total}
      </p>
    </>
  );
}
