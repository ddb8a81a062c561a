import type { ReactNode } from 'react';
import styles from './Layout.module.css';

/** The page chrome; `brandName` is the storefront's (mealflow, or wowfood on its hosts and products). */
export function Layout({
  children,
  headerEnd,
  brandName = 'mealflow',
}: {
  children: ReactNode;
  headerEnd?: ReactNode;
  brandName?: string;
}) {
  return (
    <div className={styles['shell']}>
      <header className={styles['header']}>
        <a className={styles['logo']} href="/">
          {brandName}
        </a>
        {headerEnd}
      </header>
      <main className={styles['main']}>{children}</main>
    </div>
  );
}

/** The router's loading state: a loading bar at the top of the page (personal-cabinet §2.4) and the words for screen readers. */
export function PageLoading() {
  return (
    <>
      <div className={styles['loadingBar']} aria-hidden="true" />
      <p className={styles['loading']} role="status">
        Загрузка…
      </p>
    </>
  );
}
