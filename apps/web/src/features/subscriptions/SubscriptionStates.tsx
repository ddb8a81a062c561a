import { Link } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import pages from './SubscriptionPages.module.css';
import styles from './Subscriptions.module.css';

export interface SubscriptionStatesProps {
  status: string;
  error: string | undefined;
  retry: () => void;
  texts: { retry: string; empty: string; emptyHint: string; subscribe?: string };
  /** Where the empty state's 'subscribe' link leads (the menu and fitness pages offer it). */
  subscribePath?: string;
}

/** The subscription pages' loading, error-with-retry and empty states (list, menu, fitness): one shell. */
export function SubscriptionStates({ status, error, retry, texts, subscribePath }: SubscriptionStatesProps) {
  if (status === 'loading') return <PageLoading />;
  if (status === 'error') {
    return (
      <div className={styles['error']} role="alert">
        <p>{error}</p>
        <Button onClick={retry}>{texts.retry}</Button>
      </div>
    );
  }
  if (status !== 'empty') return null;
  return (
    <div>
      <p>{texts.empty}</p>
      <p className={styles['muted']}>{texts.emptyHint}</p>
      {subscribePath && texts.subscribe ? (
        <Link href={subscribePath} className={pages['link']}>
          {texts.subscribe}
        </Link>
      ) : null}
    </div>
  );
}
