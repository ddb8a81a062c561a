import { NEW_CLIENT_TARIFF_PATH, NEW_CLIENT_TEXTS } from '@mealflow/sdk/storefront';
import { Link } from 'wouter';
import styles from './NewClient.module.css';

/** `/order/trial-unavailable` (personal-cabinet §2.1): the trial day is not for this visitor; the plans and the main page instead. */
export default function TrialUnavailablePage() {
  return (
    <section className={styles['page']} aria-labelledby="trial-unavailable-title">
      <h1 id="trial-unavailable-title">{NEW_CLIENT_TEXTS.trialUnavailableTitle}</h1>
      <p className={styles['lead']}>{NEW_CLIENT_TEXTS.trialUnavailableText}</p>
      <div className={styles['actions']}>
        <Link href={NEW_CLIENT_TARIFF_PATH}>{NEW_CLIENT_TEXTS.trialUnavailableAction}</Link>
        <Link href="/">{NEW_CLIENT_TEXTS.toMain}</Link>
      </div>
    </section>
  );
}
