import { SUBSCRIPTION_PAGES_TEXTS } from '@mealflow/sdk/domain';
import { buildPath, type RouteName } from '@mealflow/sdk/routing';
import { Link } from 'wouter';
import styles from './SubscriptionPages.module.css';

const PAGES: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'DashboardSubscriptions', label: SUBSCRIPTION_PAGES_TEXTS.deliveries },
  { route: 'DashboardSubscriptionsMenu', label: SUBSCRIPTION_PAGES_TEXTS.menu },
  { route: 'DashboardSubscriptionsFitness', label: SUBSCRIPTION_PAGES_TEXTS.fitness },
];

/** The subscription section's pages (personal-cabinet §2.1 subscriptions: deliveries, menu, fitness): links, the current one marked. */
export function SubscriptionTabs({ current }: { current: RouteName }) {
  return (
    <nav aria-label={SUBSCRIPTION_PAGES_TEXTS.navLabel} className={styles['tabs']}>
      <ul className={styles['tabList']}>
        {PAGES.map((page) => (
          <li key={page.route}>
            <Link href={buildPath(page.route)} className={styles['tab']} aria-current={page.route === current ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
