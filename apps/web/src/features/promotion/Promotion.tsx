import { marketing } from '@mealflow/sdk/storefront';
import { Button } from '../../shared/ui/Button';
import styles from './Promotion.module.css';

export type PromotionScreenView = ReturnType<typeof marketing.connectPromotion>;

/** Copies the code with the Clipboard API and tells the machine what happened. */
async function copyCode(code: string, view: PromotionScreenView) {
  try {
    await navigator.clipboard.writeText(code);
    view.copied();
  } catch {
    view.copyFailed();
  }
}

/**
 * A promotion (personal-cabinet §2.1 /promotion): the strip of the marketing configuration, the
 * activity with its period and offers (the promo activation strip: step 1 activate, step 2 the
 * code with a copy button), the Taro line, the FAQ and the partner list. Loading, error with retry
 * and 'no promotion now' states.
 */
export function Promotion({ view }: { view: PromotionScreenView }) {
  if (view.status === 'loading') return <PromotionLoading />;
  if (view.status === 'error') {
    return (
      <section className={styles['panel']} aria-labelledby="promotion-title">
        <h1 id="promotion-title">Акции</h1>
        <p role="alert" className={styles['error']}>
          {view.error}
        </p>
        <Button onClick={view.retry}>Повторить</Button>
      </section>
    );
  }
  if (view.status === 'none') {
    return (
      <section className={styles['panel']} aria-labelledby="promotion-title">
        <h1 id="promotion-title">{marketing.PROMOTION_VIEW_TEXTS.none}</h1>
        <p>{marketing.PROMOTION_VIEW_TEXTS.noneHint}</p>
        <a className={styles['cta']} href="/">
          {marketing.PROMOTION_VIEW_TEXTS.toLanding}
        </a>
      </section>
    );
  }
  return (
    <div className={styles['stack']}>
      {view.strip ? (
        <p
          className={`${styles['strip']} ${styles[view.strip.tone] ?? ''}`}
          style={view.strip.background ? { background: view.strip.background } : undefined}
        >
          {view.strip.text}
        </p>
      ) : null}
      <section className={styles['panel']} aria-labelledby="promotion-title">
        <h1 id="promotion-title">{view.title}</h1>
        <p className={styles['muted']}>{view.periodText}</p>
        <p>{view.description}</p>
        {view.taroText ? <p className={styles['taro']}>{view.taroText}</p> : null}
        <ul className={styles['offers']} aria-label="Предложения акции">
          {view.offers.map((offer, index) => (
            <li key={offer.title} className={styles['offer']}>
              <h2>{offer.title}</h2>
              {offer.discountText ? <p className={styles['discount']}>{offer.discountText}</p> : null}
              <p>{offer.text}</p>
              {offer.activation === 'idle' ? (
                <Button onClick={() => view.activate(index)}>{marketing.PROMOTION_VIEW_TEXTS.activate}</Button>
              ) : offer.activation === 'activating' ? (
                <p role="status" aria-live="polite">
                  {marketing.PROMOTION_VIEW_TEXTS.activating}
                </p>
              ) : offer.activation === 'activated' && offer.code ? (
                <div className={styles['code']} role="group" aria-label={marketing.PROMOTION_VIEW_TEXTS.codeLabel}>
                  <p>
                    {marketing.PROMOTION_VIEW_TEXTS.codeLabel}: <strong>{offer.code}</strong>
                  </p>
                  <Button variant="secondary" onClick={() => void copyCode(offer.code ?? '', view)}>
                    {marketing.PROMOTION_VIEW_TEXTS.copy}
                  </Button>
                  <p role="status" aria-live="polite">
                    {view.copyStatus ?? marketing.PROMOTION_VIEW_TEXTS.applied}
                  </p>
                </div>
              ) : null}
              <a className={styles['cta']} href={offer.orderHref}>
                {marketing.PROMOTION_VIEW_TEXTS.order}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {view.faq.length > 0 ? (
        <section className={styles['panel']} aria-labelledby="promotion-faq">
          <h2 id="promotion-faq">{marketing.PROMOTION_VIEW_TEXTS.faq}</h2>
          {view.faq.map((item) => (
            <details key={item.question} className={styles['faq']}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {view.partners.length > 0 ? (
        <section className={styles['panel']} aria-labelledby="promotion-partners">
          <h2 id="promotion-partners">{marketing.PROMOTION_VIEW_TEXTS.partners}</h2>
          <ul className={styles['partners']}>
            {view.partners.map((partner) => (
              <li key={partner.url}>
                <a href={partner.url} target="_blank" rel="noopener noreferrer">
                  {partner.title}
                </a>{' '}
                <span className={styles['muted']}>{partner.dateText}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The loading state: also what the page shows while the session settles (no machine yet). */
export function PromotionLoading() {
  return (
    <section className={styles['panel']} aria-busy="true" aria-labelledby="promotion-title">
      <h1 id="promotion-title">Акции</h1>
      <p role="status">Загружаем акцию…</p>
      <div className={styles['skeleton']} aria-hidden="true" />
    </section>
  );
}
