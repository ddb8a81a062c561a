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

export function PageLoading() {
  return (
    <p className={styles['loading']} role="status">
      Загрузка…
    </p>
  );
}
