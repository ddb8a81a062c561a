import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  /** Shows the busy state to assistive technology; the button stays focusable. */
  busy?: boolean;
  /** React 19 passes a ref as a prop (a dialog focuses its safe answer). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block = false, busy = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles['button'], styles[variant], block ? styles['block'] : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} aria-busy={busy || undefined} {...rest} />;
}
