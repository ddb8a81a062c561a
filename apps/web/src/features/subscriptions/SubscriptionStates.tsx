import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoadState, type LoadView } from '../../shared/layout/LoadState';
import { CabinetCardList } from '../../shared/ui/CabinetCard';
import pages from './SubscriptionPages.module.css';
import styles from './Subscriptions.module.css';

export interface SubscriptionStatesProps {
  view: LoadView & {
    texts: { empty: string; emptyHint: string; subscribe: string };
    /** Where the empty state's 'subscribe' link leads: required, so no subscription page's empty state is a dead end. */
    subscribePath: string;
  };
  /** The cards, listed once loaded. */
  children: ReactNode;
}

/** The subscription pages' loading, error-with-retry, empty and ready states (list, menu, fitness): one shell. */
export function SubscriptionStates({ view, children }: SubscriptionStatesProps) {
  const { status, texts, subscribePath } = view;
  if (status === 'ready') return <CabinetCardList>{children}</CabinetCardList>;
  if (status !== 'empty') return <LoadState view={view} errorClass={styles['error']} />;
  return (
    <div>
      <p>{texts.empty}</p>
      <p className={styles['muted']}>{texts.emptyHint}</p>
      <Link href={subscribePath} className={pages['link']}>
        {texts.subscribe}
      </Link>
    </div>
  );
}
