import { useId, type ReactNode } from 'react';
import styles from './CabinetCard.module.css';

/** A state badge's colour: going well (paid, active), waiting for the client (awaiting payment), over (stopped); neutral otherwise. */
export type CabinetBadgeTone = 'success' | 'danger' | 'muted';

export interface CabinetCardHeadProps {
  /** The heading's id, for the `aria-labelledby` of what the title names. */
  titleId: string;
  title: string;
  /** 3 for a card in a list (default), 2 for a page's own card, 4 for a part inside a card (its heading's own size). */
  level?: 2 | 3 | 4;
  /** The state in words ('Оплачен', 'Заморожена' …). */
  badge: string;
  tone?: CabinetBadgeTone | undefined;
}

/** A cabinet card's head: its title and its state badge on one line, the badge wrapping below on a narrow screen. */
export function CabinetCardHead({ titleId, title, level = 3, badge, tone }: CabinetCardHeadProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles['head']}>
      <Heading id={titleId} className={styles['title']}>
        {title}
      </Heading>
      <span className={styles['badge']} data-tone={tone}>
        {badge}
      </span>
    </div>
  );
}

/** A card's facts (menu, days, persons, price …) as one wrapping line of spans. */
export function CabinetCardFacts({ children }: { children: ReactNode }) {
  return <p className={styles['facts']}>{children}</p>;
}

/** The column of a cabinet list's cards (or of the parts inside a card). */
export function CabinetCardList({ children }: { children: ReactNode }) {
  return <ul className={styles['list']}>{children}</ul>;
}

export interface CabinetCardProps extends Omit<CabinetCardHeadProps, 'titleId' | 'level'> {
  facts: ReactNode;
  children?: ReactNode;
  /** The article's id: it can then take the focus (a closed dialog gives the focus back to its card). */
  id?: string | undefined;
}

/**
 * A card of a cabinet list (orders, subscriptions, the subscription menu, fitness), an item of
 * `CabinetCardList`: an article named by its title, the head with the state badge, the facts, then
 * what the card adds (its lines and actions).
 */
export function CabinetCard({ id, facts, children, ...head }: CabinetCardProps) {
  const titleId = useId();
  return (
    <li>
      <article id={id} tabIndex={id === undefined ? undefined : -1} className={styles['card']} aria-labelledby={titleId}>
        <CabinetCardHead titleId={titleId} {...head} />
        <CabinetCardFacts>{facts}</CabinetCardFacts>
        {children}
      </article>
    </li>
  );
}
