import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place is near the viewport: within `screens` screen heights
 * below it, or anywhere above it (a visitor who jumped past it, to an anchor or the footer). A
 * block far below the fold (the landing's menu) asks for its data and renders when the visitor
 * scrolls towards it, not in the page's first seconds beside the blocks in view. Until then an
 * empty placeholder holds its place (in the prerendered HTML too, so hydration adopts it). Checked
 * on mount, on scroll and on resize, once a frame at most.
 */
export function NearViewport({ children, screens = 1 }: { children: ReactNode; screens?: number }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (node.getBoundingClientRect().top < window.innerHeight * (1 + screens)) startTransition(() => setNear(true));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [near, screens]);
  return near ? children : <div ref={placeholder} />;
}
