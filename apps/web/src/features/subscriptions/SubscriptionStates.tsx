import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CabinetCardList } from '../../shared/ui/CabinetCard';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import pages from './SubscriptionPages.module.css';
import styles from './Subscriptions.module.css';

export interface SubscriptionStatesProps {
  view: {
    status: string;
    error: string | undefined;
    retry: () => void;
    texts: { retry: string; empty: string; emptyHint: string; subscribe?: string };
    /** Where the empty state's 'subscribe' link leads (the menu and fitness pages offer it). */
    subscribePath?: string;
  };
  /** The cards, listed once loaded. */
  children: ReactNode;
}

/** The subscription pages' loading, error-with-retry and empty states (list, menu, fitness): one shell. */
export function SubscriptionStates({ view, children }: SubscriptionStatesProps) {
  const { status, error, retry, texts, subscribePath } = view;
  if (status === 'ready') return <CabinetCardList>{children}</CabinetCardList>;
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
