import { newClient } from '@mealflow/sdk/storefront';
import { Link } from 'wouter';
import styles from './NewClient.module.css';

/** `/order/trial-unavailable` (personal-cabinet §2.1): the trial day is not for this visitor; the plans and the main page instead. */
export default function TrialUnavailablePage() {
  return (
    <section className={styles['page']} aria-labelledby="trial-unavailable-title">
      <h1 id="trial-unavailable-title">{newClient.NEW_CLIENT_TEXTS.trialUnavailableTitle}</h1>
      <p className={styles['lead']}>{newClient.NEW_CLIENT_TEXTS.trialUnavailableText}</p>
      <div className={styles['actions']}>
        <Link href={newClient.NEW_CLIENT_TARIFF_PATH}>{newClient.NEW_CLIENT_TEXTS.trialUnavailableAction}</Link>
        <Link href="/">{newClient.NEW_CLIENT_TEXTS.toMain}</Link>
      </div>
    </section>
  );
}
