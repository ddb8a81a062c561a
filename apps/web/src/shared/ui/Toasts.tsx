import { useEffect, useState } from 'react';
import styles from './Toasts.module.css';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export interface ToastsProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** Centred on smartphones, top right on desktop (personal-cabinet §2.4). */
  placement: 'phone' | 'desktop';
}

/** Two groups, success and error, each a live region. Components take props only. */
export function Toasts({ toasts, onDismiss, placement }: ToastsProps) {
  const group = (kind: Toast['kind']) => toasts.filter((t) => t.kind === kind);
  return (
    <div className={`${styles['region']} ${placement === 'phone' ? styles['phone'] : ''}`}>
      {(['error', 'success'] as const).map((kind) => (
        <div key={kind} role={kind === 'error' ? 'alert' : 'status'} aria-label={kind === 'error' ? 'Ошибки' : 'Уведомления'}>
          {group(kind).map((toast) => (
            <div key={toast.id} className={`${styles['toast']} ${styles[kind]}`}>
              <span>{toast.message}</span>
              <button type="button" className={styles['close']} aria-label="Закрыть уведомление" onClick={() => onDismiss(toast.id)}>
                ×
              </button>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * Collects `mealflow:notify` events (the SDK's browser NotifyPort) and hides each toast after
 * `durationMs` (2500 ms on phones, 3000 ms on desktop).
 */
export function useToastQueue(durationMs: number, target: EventTarget = window) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let nextId = 1;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<{ kind: Toast['kind']; message: string }>).detail;
      const id = nextId++;
      setToasts((list) => [...list.filter((t) => t.message !== detail.message || t.kind !== detail.kind), { id, ...detail }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, durationMs);
      timers.add(timer);
    };
    target.addEventListener('mealflow:notify', onNotify);
    return () => {
      target.removeEventListener('mealflow:notify', onNotify);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [durationMs, target]);
  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return { toasts, dismiss };
}
