import type { ReactNode } from 'react';
import { Button } from './Button';
import parts from './FormParts.module.css';
import surface from './Surface.module.css';

export interface PanelStateProps {
  state: 'loading' | 'error';
  /** The heading's id (the section is named by it). */
  titleId: string;
  texts: { title: string; loading: string; retry: string };
  error: string | undefined;
  retry: () => void;
  /** 2 in the cabinet frame (default), 1 on a page of its own. */
  level?: 1 | 2;
  /** The panel's class, where a screen's panel adds to Surface's white card (its default). */
  className?: string | undefined;
  /** While loading: placeholders of the content's shape (aria-hidden). */
  children?: ReactNode;
}

/**
 * A screen's panel before its data is there, under the screen's own title: while loading, the
 * loading text as a status and the placeholders (the section is busy); on an error, the error as
 * an alert and the retry button.
 */
export function PanelState({ state, titleId, texts, error, retry, level = 2, className, children }: PanelStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={className ?? surface['panel']} aria-busy={state === 'loading' || undefined} aria-labelledby={titleId}>
      <Heading id={titleId}>{texts.title}</Heading>
      {state === 'loading' ? (
        <>
          <p role="status">{texts.loading}</p>
          {children}
        </>
      ) : (
        <>
          <p role="alert" className={parts['error']}>
            {error}
          </p>
          <Button onClick={retry}>{texts.retry}</Button>
        </>
      )}
    </section>
  );
}
