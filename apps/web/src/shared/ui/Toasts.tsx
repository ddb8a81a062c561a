import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Toasts.module.css';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
  /** Shown this long (ms), counted from when it is on the page and while nobody points at it or is in it. */
  durationMs: number;
}

export interface ToastsProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** Centred on smartphones, top right on desktop (personal-cabinet §2.4). */
  placement: 'phone' | 'desktop';
}

/**
 * One toast. Its time (`durationMs`, the spec's 2500 / 3000 ms) starts once it is on the page, not
 * when the SDK told: on a busy machine the page's re-render after the change (the new window, the
 * screens that read the order again) came seconds after the event, and the toast was gone before it
 * was seen (`e2e/cabinet-deliveries.spec`, the window journey at load 18). It stands still while the
 * pointer moves over the toast or the focus is in it (WCAG 2.2.1: a person who reads slowly, or reaches for
 * '×', keeps it), and starts again whole when they leave.
 */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  const held = pointer || focus;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss.current(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [held, toast.id, toast.durationMs]);
  return (
    <div
      className={`${styles['toast']} ${styles[toast.kind]}`}
      // A pointer moved over it, not one it appeared under (a click's resting cursor) nor a finger's tap.
      onPointerMove={(event) => event.pointerType !== 'touch' && !pointer && setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={() => setFocus(false)}
    >
      <span>{toast.message}</span>
      <button type="button" className={styles['close']} aria-label="Закрыть уведомление" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** Two groups, success and error, each a live region. Components take props only. */
export function Toasts({ toasts, onDismiss, placement }: ToastsProps) {
  const group = (kind: Toast['kind']) => toasts.filter((t) => t.kind === kind);
  return (
    <div className={`${styles['region']} ${placement === 'phone' ? styles['phone'] : ''}`}>
      {(['error', 'success'] as const).map((kind) => (
        <div key={kind} role={kind === 'error' ? 'alert' : 'status'} aria-label={kind === 'error' ? 'Ошибки' : 'Уведомления'}>
          {group(kind).map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * Collects `mealflow:notify` events (the SDK's browser NotifyPort); each toast is shown `durationMs`
 * (2500 ms on phones, 3000 ms on desktop), counted by `Toasts` from when it is on the page.
 */
export function useToastQueue(durationMs: number, target: EventTarget = window) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let nextId = 1;
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<{ kind: Toast['kind']; message: string }>).detail;
      const id = nextId++;
      setToasts((list) => [...list.filter((t) => t.message !== detail.message || t.kind !== detail.kind), { id, durationMs, ...detail }]);
    };
    target.addEventListener('mealflow:notify', onNotify);
    return () => target.removeEventListener('mealflow:notify', onNotify);
  }, [durationMs, target]);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, dismiss };
}
