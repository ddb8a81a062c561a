import type { checkout as checkoutGroup } from '@mealflow/sdk/checkout';
import { CHECKOUT_VIEW_TEXTS } from '@mealflow/sdk/domain';
import styles from './Delivery.module.css';

type Checkout = checkoutGroup.CheckoutView & checkoutGroup.CheckoutHandlers;

const COLUMNS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'];

/**
 * The first delivery's day and window: a Monday-first calendar of the possible days (native radios,
 * so arrow keys move between days and the group is a radio group) and the chosen day's windows
 * (Утро / Вечер) as a second radio group. The view gives every string; choosing sends DATE.SELECT.
 */
export function DeliveryChooser({ checkout }: { checkout: Checkout }) {
  const { days } = checkout.delivery;
  const chosen = days.find((d) => d.selected);
  if (days.length === 0) return null;
  return (
    <div className={styles['chooser']}>
      <fieldset className={styles['group']} role="radiogroup" aria-label={CHECKOUT_VIEW_TEXTS.dayLegend}>
        <legend className={styles['legend']}>{CHECKOUT_VIEW_TEXTS.dayLegend}</legend>
        <div className={styles['calendar']}>
          {CHECKOUT_VIEW_TEXTS.weekdays.map((weekday) => (
            <span key={weekday} className={styles['weekday']} aria-hidden="true">
              {weekday}
            </span>
          ))}
          {days.map((day) => (
            <label key={day.dateText} className={`${styles['day']} ${styles[COLUMNS[day.column] ?? 'c1']}`}>
              <input
                type="radio"
                name="delivery-day"
                className={styles['radio']}
                aria-label={day.label}
                checked={day.selected}
                onChange={() => checkout.selectDate(day.index)}
              />
              <span aria-hidden="true">{day.day}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <fieldset className={styles['group']} role="radiogroup" aria-label={`${CHECKOUT_VIEW_TEXTS.windowLegend}: ${chosen.dateText}`}>
          <legend className={styles['legend']}>
            {CHECKOUT_VIEW_TEXTS.windowLegend}: {chosen.dateText}
          </legend>
          <div className={styles['windows']}>
            {chosen.windows.map((window) => (
              <label key={window.index} className={styles['window']}>
                <input
                  type="radio"
                  name="delivery-window"
                  className={styles['radio']}
                  checked={window.selected}
                  onChange={() => checkout.selectDate(window.index)}
                />
                <span className={styles['windowLabel']}>{window.label}</span>
                <span className={styles['windowTime']}>{window.time}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
