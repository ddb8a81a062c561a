import { menus } from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { DayDishes } from './DishCard';
import styles from './Menus.module.css';
import { RetryAlert } from '../../shared/ui/ErrorText';

export type ProductMenuProps = menus.ProductMenuInput;

const noFavorite = () => undefined;

function Chips({ label, chips, onSelect }: { label: string; chips: menus.ProductMenuChip[]; onSelect: (id: string) => void }) {
  if (chips.length === 0) return null;
  return (
    <div className={styles['switch']} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button key={chip.id} type="button" className={styles['chip']} aria-pressed={chip.selected} onClick={() => onSelect(chip.id)}>
          {chip.text}
        </button>
      ))}
    </div>
  );
}

/**
 * A landing's menu block (order-funnel §2 landing blocks; personal-cabinet §7 static menu files): the
 * product's file, chosen by the SDK (`productMenuFile`: standard, region_standard, trial, superdetox,
 * wowfood/standard), one line's day at a time, and the line's week page. Nothing when the product
 * has no file (detox) or the file no dishes.
 */
export default function ProductMenu({ businessProduct, cityId, brand }: ProductMenuProps) {
  const [input] = useState(() => ({ businessProduct, cityId, brand }));
  const actor = useScreenActor(menus.provideProductMenu, input);
  const view = useConnect(actor, menus.connectProductMenu);
  if (view.status === 'hidden') return null;
  return (
    <section className={styles['productMenu']} aria-labelledby="product-menu-title">
      <h2 id="product-menu-title">{view.title}</h2>
      {view.status === 'loading' ? <p role="status">{view.texts.loading}</p> : null}
      {view.status === 'error' ? (
        <RetryAlert textClassName={styles['error']} retryLabel={view.texts.retry} onRetry={view.retry}>
          {view.error}
        </RetryAlert>
      ) : null}
      {view.status === 'ready' ? (
        <>
          <Chips label={view.texts.linesLabel} chips={view.lines} onSelect={view.selectLine} />
          <Chips label={view.texts.daysLabel} chips={view.days} onSelect={(id) => view.selectDay(Number(id))} />
          <div className={styles['day']} role="region" aria-labelledby="product-menu-day">
            <h3 id="product-menu-day">{view.dayTitle}</h3>
            {view.mealsText ? <p className={styles['muted']}>{view.mealsText}</p> : null}
            <DayDishes dishes={view.dishes} totalLabel={view.texts.dayTotal} totalText={view.totalText} onFavorite={noFavorite} />
          </div>
          {view.weekLink ? (
            <Link href={view.weekLink.path} className={styles['weekLink']}>
              {view.weekLink.text}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
