import { loyalty } from '@mealflow/sdk/cabinet';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import styles from './Loyalty.module.css';
import { LoadFailure } from '../../shared/layout/LoadState';

type LoyaltyScreenView = ReturnType<typeof loyalty.connectLoyalty>;

/** /dashboard/loyalty-program (personal-cabinet §2.1 loyalty-program) on the `loyalty` machine, in the cabinet frame. */
export default function LoyaltyPage({ route }: ScreenProps) {
  const actor = useScreenActor(loyalty.provideLoyalty, undefined);
  const view = useConnect(actor, loyalty.connectLoyalty);
  return (
    <CabinetLayout route={route.name}>
      <Loyalty view={view} />
    </CabinetLayout>
  );
}

/** The client's status, the progress bar to the next one and what every status gives. */
export function Loyalty({ view }: { view: LoyaltyScreenView }) {
  const { texts } = view;
  return (
    <div className={styles['stack']}>
      <section className={styles['panel']} aria-labelledby="loyalty-title" aria-busy={view.status === 'loading' || undefined}>
        <h2 id="loyalty-title">{texts.title}</h2>
        {view.status === 'loading' ? (
          <>
            <p role="status" className="visually-hidden">
              {texts.loading}
            </p>
            <span className={styles['skeleton']} aria-hidden="true" />
            <span className={styles['skeleton']} aria-hidden="true" />
          </>
        ) : null}
        <LoadFailure view={view} errorTextClass={styles['error']} />
        {view.status === 'disabled' ? <p>{texts.disabled}</p> : null}
        {view.status === 'empty' ? <p>{texts.noStatus}</p> : null}
        {view.status === 'ready' ? (
          <>
            <p className={styles['current']}>{view.currentText}</p>
            <p className={styles['muted']}>{view.paidText}</p>
            {view.progress ? (
              <>
                <p className={styles['label']} id="loyalty-progress-label">
                  {view.progress.label}
                </p>
                <div
                  role="progressbar"
                  className={styles['bar']}
                  aria-labelledby="loyalty-progress-label"
                  aria-valuemin={view.progress.min}
                  aria-valuemax={view.progress.max}
                  aria-valuenow={view.progress.now}
                  aria-valuetext={view.progress.valueText}
                >
                  <div className={styles['fill']} style={{ width: `${view.progress.percent}%` }} />
                </div>
                <p>{view.progress.remainingText}</p>
              </>
            ) : null}
            {view.topText ? <p>{view.topText}</p> : null}
            {view.currentBenefits.length > 0 ? (
              <ul className={styles['benefits']} aria-label={view.currentText}>
                {view.currentBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </section>
      {view.statuses.length > 0 ? (
        <section className={styles['panel']} aria-labelledby="loyalty-statuses">
          <h2 id="loyalty-statuses">{texts.statuses}</h2>
          <ul className={styles['statuses']}>
            {view.statuses.map((status) => (
              <li key={status.id}>
                <article
                  className={`${styles['status']} ${status.current ? styles['yours'] : ''}`}
                  aria-labelledby={`loyalty-status-${status.id}`}
                >
                  {status.current ? <span className={styles['badge']}>{texts.yours}</span> : null}
                  <h3 id={`loyalty-status-${status.id}`}>{status.title}</h3>
                  <p>{status.thresholdText}</p>
                  <ul className={styles['benefits']}>
                    {status.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
