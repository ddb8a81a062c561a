import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own once the browser has painted what comes before them
 * (a frame, then a timer, then a transition), so a page's first view and its lower blocks are not
 * one long render, commit and layout when the page's data arrives (issue 35: a phone order's page
 * was one 150–240 ms task at 4x CPU). Only for blocks at the end of a page: nothing drawn after
 * them moves when they appear (CLS stays 0).
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : null;
}
