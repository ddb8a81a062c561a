import type { ReactNode } from 'react';
import { Button } from './Button';

/** A failure announced as it appears (`role="alert"`), or nothing without one. */
export function ErrorText({ text, className, id }: { text: string | undefined; className?: string | undefined; id?: string }) {
  return text ? (
    <p id={id} role="alert" className={className}>
      {text}
    </p>
  ) : null;
}

export interface RetryAlertProps {
  /** What failed, in words. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** The box's class (the feature's error box). */
  className?: string | undefined;
  /** The class of the failure's paragraph. */
  textClassName?: string | undefined;
  variant?: 'primary' | 'secondary';
}

/** A failure the customer may retry: announced (`role="alert"`), its words, then the retry button. */
export function RetryAlert({ children, retryLabel, onRetry, className, textClassName, variant = 'primary' }: RetryAlertProps) {
  return (
    <div className={className} role="alert">
      <p className={textClassName}>{children}</p>
      <Button variant={variant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
