/**
 * Food illustrations bundled with the app (inline SVG: no image host, no request, no layout shift;
 * colours from the design tokens through `currentColor` and CSS classes). Decorative: hidden from
 * assistive technology, the text beside them says what they show.
 */
import type { ReactNode } from 'react';
import styles from './Illustrations.module.css';

export type IllustrationName = 'bowl' | 'salad' | 'breakfast' | 'smoothie' | 'container' | 'courier';

interface Props {
  name: IllustrationName;
  className?: string;
}

export function Illustration({ name, className }: Props) {
  return (
    <svg className={[styles['art'], className ?? ''].join(' ')} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      {ART[name]}
    </svg>
  );
}

const ART: Record<IllustrationName, ReactNode> = {
  bowl: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <path d="M22 58h76a38 30 0 0 1-76 0z" className={styles['dish']} />
      <circle cx="44" cy="50" r="10" className={styles['leaf']} />
      <circle cx="60" cy="46" r="9" className={styles['tomato']} />
      <circle cx="76" cy="51" r="9" className={styles['grain']} />
      <path d="M52 56c4-6 12-6 16 0" className={styles['stroke']} />
    </>
  ),
  salad: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <ellipse cx="60" cy="66" rx="40" ry="24" className={styles['dish']} />
      <path d="M34 60c6-16 18-18 26-8 8-12 22-8 26 8" className={styles['leafFill']} />
      <circle cx="48" cy="62" r="6" className={styles['tomato']} />
      <circle cx="70" cy="60" r="5" className={styles['tomato']} />
      <circle cx="60" cy="68" r="5" className={styles['grain']} />
    </>
  ),
  breakfast: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <circle cx="52" cy="62" r="26" className={styles['dish']} />
      <circle cx="52" cy="62" r="11" className={styles['grain']} />
      <rect x="78" y="40" width="20" height="40" rx="6" className={styles['tomato']} />
      <path d="M80 50h16" className={styles['stroke']} />
    </>
  ),
  smoothie: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <path d="M44 34h32l-5 58a6 6 0 0 1-6 5H55a6 6 0 0 1-6-5z" className={styles['leafFill']} />
      <path d="M46 48h28" className={styles['stroke']} />
      <path d="M64 34l8-16" className={styles['stroke']} />
      <circle cx="58" cy="66" r="4" className={styles['grain']} />
    </>
  ),
  container: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <rect x="24" y="40" width="72" height="46" rx="10" className={styles['dish']} />
      <path d="M60 42v42M26 62h32" className={styles['stroke']} />
      <circle cx="42" cy="52" r="6" className={styles['leaf']} />
      <circle cx="78" cy="62" r="10" className={styles['tomato']} />
      <circle cx="42" cy="74" r="6" className={styles['grain']} />
    </>
  ),
  courier: (
    <>
      <circle cx="60" cy="60" r="56" className={styles['plate']} />
      <rect x="30" y="44" width="44" height="30" rx="6" className={styles['leafFill']} />
      <path d="M74 52h12l8 12v10H74z" className={styles['dish']} />
      <circle cx="44" cy="80" r="7" className={styles['grain']} />
      <circle cx="84" cy="80" r="7" className={styles['grain']} />
    </>
  ),
};
