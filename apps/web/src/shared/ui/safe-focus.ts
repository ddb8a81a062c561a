import { useEffect, useRef } from 'react';

/**
 * Moves the focus to a dialog's safe action (the button marked `data-safe`) once a step opens,
 * after `showModal` has focused the dialog's first control.
 */
export function useSafeFocus<T extends HTMLElement = HTMLFormElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const id = setTimeout(() => ref.current?.querySelector<HTMLButtonElement>('[data-safe]')?.focus(), 0);
    return () => clearTimeout(id);
  }, [key]);
  return ref;
}
