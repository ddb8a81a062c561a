import { APP_BANNER_TEXTS, mobileAppBannerVisible } from '@mealflow/sdk/domain';
import { type RouteDef } from '@mealflow/sdk/routing';
import { createBrowserStorage } from '@mealflow/sdk/browser';
import { useState } from 'react';
import { Link } from 'wouter';
import styles from '../../shared/ui/Banner.module.css';

/** 'Спасибо, в другой раз' is remembered on this device. */
export const APP_BANNER_DISMISSED_KEY = 'app_banner_dismissed';

export interface AppBannerProps {
  route: Pick<RouteDef, 'name' | 'businessProduct'>;
  brand: 'main' | 'wowfood';
  os: 'ios' | 'android' | 'other';
  /** Android shows the banner only when allowed (off unless a marketing switch says so). */
  androidAllowed?: boolean;
}

/**
 * The mobile-app banner (personal-cabinet §2.4, §2.6): not on Index, MobappPaymentResult, the
 * wowfood brand or the transfland product; on iOS, or Android when allowed. 'Скачать приложение'
 * leads to the app's own landing (/transfland), 'Спасибо, в другой раз' hides it for good.
 */
export function AppBanner({ route, brand, os, androidAllowed = false }: AppBannerProps) {
  const storage = useState(createBrowserStorage)[0];
  const [dismissed, setDismissed] = useState(() => storage.get(APP_BANNER_DISMISSED_KEY) === '1');
  const visible = mobileAppBannerVisible({
    routeName: route.name,
    brand,
    businessProduct: route.businessProduct,
    os,
    androidAllowed,
    dismissed,
  });
  if (!visible) return null;
  return (
    <aside className={styles['banner']} aria-label={APP_BANNER_TEXTS.title}>
      <div className={styles['text']}>
        <p className={styles['title']}>{APP_BANNER_TEXTS.title}</p>
        <p className={styles['note']}>{APP_BANNER_TEXTS.text}</p>
      </div>
      <div className={styles['actions']}>
        <Link href="/transfland" className={styles['download']}>
          {APP_BANNER_TEXTS.download}
        </Link>
        <button
          type="button"
          className={styles['dismiss']}
          onClick={() => {
            storage.set(APP_BANNER_DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {APP_BANNER_TEXTS.dismiss}
        </button>
      </div>
    </aside>
  );
}
