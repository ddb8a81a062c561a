import type { courierRating } from '@mealflow/sdk/cabinet';
import { Button } from '../../shared/ui/Button';
import parts from '../../shared/ui/FormParts.module.css';
import { PanelState } from '../../shared/ui/PanelState';
import { RATES_TEXTS as T } from './rates-texts';
import { TipDialog } from './TipDialog';
import styles from './Rates.module.css';

export type RatesScreenView = ReturnType<typeof courierRating.connectCourierRating>;

const STARS = [1, 2, 3, 4, 5] as const;

/** The drivers of the pending rating task, their stars and reasons, and the tip dialog. */
export function Rates({ view }: { view: RatesScreenView }) {
  if (view.status === 'loading' || view.status === 'error') {
    return (
      <PanelState state={view.status} titleId="rates-title" texts={T} error={view.error} retry={view.retry}>
        <div className={parts['skeleton']} aria-hidden="true" />
        <div className={parts['skeleton']} aria-hidden="true" />
      </PanelState>
    );
  }
  if (view.status === 'empty') {
    return (
      <section className={styles['panel']} aria-labelledby="rates-title">
        <h2 id="rates-title">{T.title}</h2>
        <p>{T.empty}</p>
      </section>
    );
  }
  return (
    <div className={styles['stack']}>
      <section className={styles['panel']} aria-labelledby="rates-title">
        <h2 id="rates-title">{T.title}</h2>
        <p className={parts['muted']}>{T.lead}</p>
        {view.rateError ? (
          <p role="alert" className={parts['error']}>
            {view.rateError}
          </p>
        ) : null}
        <Button variant="secondary" busy={view.closing} disabled={view.closing} onClick={view.closeTask}>
          {T.close}
        </Button>
      </section>
      {view.drivers.map((driver) => (
        <DriverCard key={driver.id} driver={driver} view={view} />
      ))}
      <TipDialog view={view} />
    </div>
  );
}

export function DriverCard({ driver, view }: { driver: courierRating.DriverView; view: RatesScreenView }) {
  return (
    <article className={styles['panel']} aria-labelledby={`driver-${driver.id}`}>
      <h3 id={`driver-${driver.id}`}>{driver.name}</h3>
      <p className={parts['muted']}>{driver.deliveryText}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          view.submit(driver.id);
        }}
      >
        <fieldset className={parts['fieldset']}>
          <legend>{T.stars(driver.name)}</legend>
          <div className={parts['choices']}>
            {STARS.map((n) => (
              <label key={n} className={parts['choice']}>
                <input type="radio" name={`stars-${driver.id}`} checked={driver.stars === n} onChange={() => view.setStars(driver.id, n)} />
                {T.starLabel(n)}
              </label>
            ))}
          </div>
        </fieldset>
        {driver.reasons.length > 0 ? (
          <fieldset className={parts['fieldset']}>
            <legend>{T.reasons}</legend>
            <div className={parts['choices']}>
              {driver.reasons.map((reason) => (
                <label key={reason.id} className={parts['choice']}>
                  <input type="checkbox" checked={reason.checked} onChange={() => view.toggleReason(driver.id, reason.id)} />
                  {reason.title}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {driver.rated && !driver.canSubmit ? <p className={parts['success']}>{T.rated}</p> : null}
        {driver.negative ? <p className={parts['muted']}>{T.noTip}</p> : null}
        {driver.tipped ? <p className={parts['success']}>{T.tipped}</p> : null}
        <div className={parts['actions']}>
          <Button type="submit" busy={driver.submitting} disabled={!driver.canSubmit}>
            {T.submit}
          </Button>
          {driver.canTip ? (
            <Button variant="secondary" onClick={() => view.openTip(driver.id)}>
              {T.tip}
            </Button>
          ) : null}
        </div>
      </form>
    </article>
  );
}
