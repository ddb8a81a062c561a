import styles from './LegalNotice.module.css';

/** The consent line under a phone form: the text, then links to the offer and the personal-data policy. */
export function LegalNotice({ text, offerLabel, consentLabel }: { text: string; offerLabel: string; consentLabel: string }) {
  return (
    <p className={styles['legal']}>
      {text}{' '}
      <a href="/documents/offer" target="_blank" rel="noreferrer">
        {offerLabel}
      </a>{' '}
      ·{' '}
      <a href="/documents/personal-data" target="_blank" rel="noreferrer">
        {consentLabel}
      </a>
    </p>
  );
}
