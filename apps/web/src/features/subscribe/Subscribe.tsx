import type { subscribe } from '@mealflow/sdk/cabinet';
import { SUBSCRIBE_TEXTS as T } from '@mealflow/sdk/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { FromOrders } from './FromOrders';
import styles from './Subscribe.module.css';

export type SubscribeScreenView = subscribe.SubscribeView & subscribe.SubscribeHandlers;

interface SubscribeProps {
  view: SubscribeScreenView;
  title: string;
  /** Shown instead of the submit button (the login for an anonymous visitor). */
  login?: ReactNode;
  /** The link to the questions (the mobile route has its own FAQ page). */
  faqHref?: string;
}

/**
 * The subscribe screen (personal-cabinet §2.1 Subscription, §3 offer config, §9): menu lines and
 * their offers as radio groups, the chosen offer's rules in words, the button; in the cabinet also
 * the current orders that can become a subscription. States: loading (skeleton), error with
 * 'Повторить', empty, ready, submitting.
 */
export function Subscribe({ view, title, login, faqHref }: SubscribeProps) {
  if (view.status === 'loading' || view.status === 'done') {
    return (
      <section className={styles['panel']} aria-busy="true" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{title}</h2>
        <p role="status">{T.loading}</p>
        <div className={styles['skeleton']} aria-hidden="true" />
      </section>
    );
  }
  if (view.status === 'error') {
    return (
      <section className={styles['panel']} aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{title}</h2>
        <p role="alert" className={styles['error']}>
          {view.error}
        </p>
        <Button onClick={view.retry}>{T.retry}</Button>
      </section>
    );
  }
  return (
    <div className={styles['page']}>
      {view.fromOrders.length > 0 ? <FromOrders view={view} /> : null}
      <section className={styles['panel']} aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{title}</h2>
        <p className={styles['muted']}>{view.mode === 'plan' ? T.planLead : T.lead}</p>
        {view.status === 'empty' ? <p>{T.empty}</p> : <Offers view={view} login={login} />}
        {faqHref ? (
          <p>
            <Link href={faqHref}>{T.faqLink}</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Offers({ view, login }: { view: SubscribeScreenView; login: ReactNode }) {
  const busy = view.status === 'submitting';
  return (
    <>
      <fieldset className={styles['choices']} disabled={busy}>
        <legend>{T.menuLegend}</legend>
        {view.menuTypes.map((type) => (
          <label key={type.type} className={styles['choice']}>
            <input type="radio" name="subscribe-menu" checked={type.selected} onChange={() => view.selectType(type.type)} />
            <span className={styles['choiceText']}>
              <strong>{type.title}</strong>
              {type.subtitle ? <span className={styles['muted']}>{type.subtitle}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles['choices']} disabled={busy}>
        <legend>{T.offerLegend}</legend>
        {view.offers.map((offer) => (
          <label key={offer.key} className={styles['choice']}>
            <input type="radio" name="subscribe-offer" checked={offer.selected} onChange={() => view.selectOffer(offer.kind, offer.days)} />
            <span className={styles['choiceText']}>
              <strong>
                {offer.kindText}, {offer.title}
              </strong>
              <span>{offer.priceText}</span>
              {offer.benefits.length > 0 ? <span className={styles['muted']}>{offer.benefits.join(' · ')}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {view.summary ? (
        <section aria-labelledby="subscribe-summary">
          <h3 id="subscribe-summary">{view.summary.title}</h3>
          <ul className={styles['facts']}>
            <li>{view.summary.priceText}</li>
            {view.summary.firstChargeText ? <li>{view.summary.firstChargeText}</li> : null}
            {view.summary.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
            {view.summary.ruleText ? <li>{view.summary.ruleText}</li> : null}
            <li>{view.summary.startText}</li>
            {view.summary.freezeText ? <li>{view.summary.freezeText}</li> : null}
            {view.summary.cancellationText ? <li>{view.summary.cancellationText}</li> : null}
          </ul>
        </section>
      ) : null}
      {view.submitError ? (
        <p role="alert" className={styles['error']}>
          {view.submitError}
        </p>
      ) : null}
      {login ?? (
        <div className={styles['actions']}>
          <Button onClick={view.submit} disabled={!view.canSubmit} busy={busy}>
            {view.submitText}
          </Button>
        </div>
      )}
    </>
  );
}
