import type { ReactNode } from 'react';
import styles from './Layout.module.css';

export function Layout({ children, headerEnd }: { children: ReactNode; headerEnd?: ReactNode }) {
  return (
    <div className={styles['shell']}>
      <header className={styles['header']}>
        <a className={styles['logo']} href="/">
          mealflow
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
