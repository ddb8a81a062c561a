import { SUBSCRIPTION_PAGES_TEXTS } from '@mealflow/sdk/domain';
import { subscriptionTabs, type RouteName } from '@mealflow/sdk/routing';
import { Link } from 'wouter';
import styles from './SubscriptionPages.module.css';

/** The subscription section's pages (personal-cabinet §2.1 subscriptions: deliveries, menu, fitness): links, the current one marked. */
export function SubscriptionTabs({ current }: { current: RouteName }) {
  return (
    <nav aria-label={SUBSCRIPTION_PAGES_TEXTS.navLabel} className={styles['tabs']}>
      <ul className={styles['tabList']}>
        {subscriptionTabs(current).map((tab) => (
          <li key={tab.route}>
            <Link href={tab.href} className={styles['tab']} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
