import type { ReactNode } from 'react';
import { LoadState } from '../../shared/layout/LoadState';
import styles from './Settings.module.css';

/** The part of a settings connect a panel shows: its load's status, the failure and its retry. */
export interface SettingsPanelView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The load's failure, shown with its retry. */
  error: string | undefined;
  retry: () => void;
  texts: { retry: string };
}

export interface SettingsPanelProps {
  id: string;
  title: string;
  view: SettingsPanelView;
  children: ReactNode;
}

/** A settings section: its heading, then loading, the load's error with retry, or its content. */
export function SettingsPanel({ id, title, view, children }: SettingsPanelProps) {
  return (
    <section className={styles['panel']} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LoadState view={view} errorClass={styles['error']} />
      {children}
    </section>
  );
}
