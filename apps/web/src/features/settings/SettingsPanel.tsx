import type { ReactNode } from 'react';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import styles from './Settings.module.css';

export interface SettingsPanelProps {
  id: string;
  title: string;
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The load's failure, shown with its retry. */
  error: string | undefined;
  retryText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A settings section: its heading, then loading, the load's error with retry, or its content. */
export function SettingsPanel({ id, title, status, error, retryText, onRetry, children }: SettingsPanelProps) {
  return (
    <section className={styles['panel']} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {status === 'loading' ? <PageLoading /> : null}
      {status === 'error' ? (
        <div className={styles['error']} role="alert">
          <p>{error}</p>
          <Button onClick={onRetry}>{retryText}</Button>
        </div>
      ) : null}
      {children}
    </section>
  );
}
