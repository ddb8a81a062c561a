import { SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_TEXTS } from '@mealflow/sdk/domain';
import type { RouteName } from '@mealflow/sdk/routing';
import type { ReactNode } from 'react';
import { PageLoading } from '../../shared/layout/Layout';
import { SubscriptionTabs } from './SubscriptionTabs';
import styles from './Subscriptions.module.css';

/** The subscriptions list's panel: its heading and the dialogs' notice line above the list's states. */
export function SubscriptionsPanel({ notice, children }: { notice: string; children: ReactNode }) {
  return (
    <section className={styles['panel']} aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{SUBSCRIPTION_TEXTS.title}</h2>
      <p className={styles['notice']} role="status">
        {notice}
      </p>
      {children}
    </section>
  );
}

/** The subscription menu's panel: its heading above the menu's states. */
export function SubscriptionMenuPanel({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section className={styles['panel']} aria-labelledby="subscription-menu-title" aria-busy={busy}>
      <h2 id="subscription-menu-title">{SUBSCRIPTION_MENU_TEXTS.title}</h2>
      {children}
    </section>
  );
}

/**
 * The subscriptions page's first panel while loading (the section's tabs, the list's panel with its
 * loading line): the route table's skeleton (issue 35). Light (no machine, no SDK call): the screen
 * then draws the same tabs and panel (`SubscriptionsPage`, `SubscriptionsList`).
 */
export function SubscriptionsSkeleton({ route }: { route: RouteName }) {
  return (
    <>
      <SubscriptionTabs current={route} />
      <SubscriptionsPanel notice="">
        <PageLoading />
      </SubscriptionsPanel>
    </>
  );
}

/** The subscription menu's first panel while loading (tabs, the menu's panel): the route table's skeleton (issue 35). */
export function SubscriptionMenuSkeleton({ route }: { route: RouteName }) {
  return (
    <>
      <SubscriptionTabs current={route} />
      <SubscriptionMenuPanel busy>
        <PageLoading />
      </SubscriptionMenuPanel>
    </>
  );
}
