import type { menus } from '@mealflow/sdk/storefront';
import styles from './Menus.module.css';

/** The toggle's visible word; its accessible name (`favorite.label`) adds the dish ('В любимые: Омлет …'). */
const FAVORITE_WORD = 'В любимые';

/**
 * A dish card (personal-cabinet §2.1 Menus, §3 Pack): the meal slot, the title, kcal and macros, 'Недоступно'
 * for a restricted pack, and the favourite toggle (an `aria-pressed` button naming the dish).
 */
export function DishCard({ dish, onFavorite }: { dish: menus.MenuDishView; onFavorite: (packId: number) => void }) {
  const nutrition = [dish.kcalText, dish.nutrientsText].filter(Boolean).join(' · ');
  const { favorite, packId } = dish;
  return (
    <li className={styles['dish']} data-unavailable={dish.unavailableText ? 'true' : undefined}>
      <div className={styles['dishText']}>
        {dish.mealText ? <span className={styles['meal']}>{dish.mealText}</span> : null}
        <span>{dish.title}</span>
        {nutrition ? <span className={styles['nutrition']}>{nutrition}</span> : null}
        {dish.unavailableText ? <span className={styles['unavailable']}>{dish.unavailableText}</span> : null}
      </div>
      {favorite && packId !== undefined ? (
        <button
          type="button"
          className={styles['favorite']}
          aria-pressed={favorite.pressed}
          aria-label={favorite.label}
          aria-busy={favorite.busy || undefined}
          onClick={() => onFavorite(packId)}
        >
          <span aria-hidden="true" className={styles['heart']}>
            {favorite.pressed ? '♥' : '♡'}
          </span>
          <span className={styles['favoriteWord']}>{FAVORITE_WORD}</span>
        </button>
      ) : null}
    </li>
  );
}

/** A day's dish cards and its totals ('За день: 1 230 ккал · …'), on a menu page and in a landing's menu block. */
export function DayDishes({
  dishes,
  totalLabel,
  totalText,
  onFavorite,
}: {
  dishes: menus.MenuDishView[];
  totalLabel: string;
  totalText: string | undefined;
  onFavorite: (packId: number) => void;
}) {
  return (
    <>
      <ul className={styles['dishes']}>
        {dishes.map((dish) => (
          <DishCard key={dish.id} dish={dish} onFavorite={onFavorite} />
        ))}
      </ul>
      {totalText ? (
        <p className={styles['total']}>
          {totalLabel}: {totalText}
        </p>
      ) : null}
    </>
  );
}
