import type { menus } from '@mealflow/sdk/storefront';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { DayDishes, DishCard } from './DishCard';
import styles from './Menus.module.css';

type View = menus.MenuPageView & menus.MenuPageHandlers;

function Day({ day, totalLabel, onFavorite }: { day: menus.MenuDayView; totalLabel: string; onFavorite: (packId: number) => void }) {
  const titleId = `menu-day-${day.id}`;
  return (
    <li className={styles['day']} aria-labelledby={titleId}>
      <h2 id={titleId}>{day.title}</h2>
      <DayDishes dishes={day.dishes} totalLabel={totalLabel} totalText={day.totalText} onFavorite={onFavorite} />
    </li>
  );
}

/** The weeks: links on the line pages (a week has its URL), buttons on /week-menu. */
function Weeks({ view }: { view: View }) {
  if (view.weeks.length === 0) return null;
  return (
    <nav className={styles['switch']} aria-label={view.texts.weeksLabel}>
      <ul className={styles['switch']}>
        {view.weeks.map((week) => (
          <li key={week.id}>
            {week.path ? (
              <Link href={week.path} className={styles['chip']} aria-current={week.selected ? 'page' : undefined}>
                {week.text}
              </Link>
            ) : (
              <button type="button" className={styles['chip']} aria-pressed={week.selected} onClick={() => view.selectWeek(week.id)}>
                {week.text}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Lines({ view }: { view: View }) {
  if (view.lines.length === 0) return null;
  return (
    <div className={styles['switch']} role="group" aria-label={view.texts.linesLabel}>
      {view.lines.map((line) => (
        <button
          key={line.type}
          type="button"
          className={styles['chip']}
          aria-pressed={line.selected}
          onClick={() => view.selectLine(line.type)}
        >
          {line.title}
          {line.unavailableText ? <span className={styles['lineNote']}>· {line.unavailableText}</span> : null}
        </button>
      ))}
    </div>
  );
}

function Body({ view }: { view: View }) {
  switch (view.status) {
    case 'loading':
      return <p role="status">{view.texts.loading}</p>;
    case 'error':
      return (
        <>
          <p className={styles['error']} role="alert">
            {view.error}
          </p>
          <Button onClick={view.retry}>{view.texts.retry}</Button>
        </>
      );
    case 'notSold':
      return (
        <>
          <p role="status">{view.texts.notSold}</p>
          <Link href="/" className={styles['order']}>
            {view.texts.chooseLine}
          </Link>
        </>
      );
    case 'empty':
      return <p role="status">{view.kind === 'order' ? view.texts.emptyOrder : view.texts.empty}</p>;
    default:
      return view.kind === 'order' ? (
        <ul className={styles['dishes']} aria-label={view.title}>
          {view.orderDishes.map((dish) => (
            <DishCard key={dish.id} dish={dish} onFavorite={view.toggleFavorite} />
          ))}
        </ul>
      ) : (
        <ol className={styles['days']} aria-label={view.weekText ?? view.title}>
          {view.days.map((day) => (
            <Day key={day.id} day={day} totalLabel={view.texts.dayTotal} onFavorite={view.toggleFavorite} />
          ))}
        </ol>
      );
  }
}

/**
 * A menu page (personal-cabinet §2.1 Menus, WeekMenu): the line's facts, the weeks, the line
 * choice on /week-menu, the days with their dishes and nutrition, and the way to order.
 */
export function MenuPageContent({ view }: { view: View }) {
  const loaded = view.status === 'ready' || view.status === 'empty';
  return (
    <section className={styles['page']} aria-labelledby="menu-page-title">
      <h1 id="menu-page-title">{view.title}</h1>
      {view.subtitle ? <p className={styles['muted']}>{view.subtitle}</p> : null}
      {view.facts.length > 0 ? (
        <ul className={styles['facts']}>
          {view.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {view.description && loaded ? <p>{view.description}</p> : null}
      {view.bonuses.length > 0 && loaded ? (
        <ul className={styles['bonuses']} aria-label={view.texts.bonusesLabel}>
          {view.bonuses.map((bonus) => (
            <li key={bonus}>{bonus}</li>
          ))}
        </ul>
      ) : null}
      {view.soldOutText ? <p role="status">{view.soldOutText}</p> : null}
      {view.status !== 'notSold' ? <Weeks view={view} /> : null}
      {loaded ? <Lines view={view} /> : null}
      {loaded && view.weekText ? <p className={styles['muted']}>{view.weekText}</p> : null}
      {view.favoritesNote ? <p className={styles['muted']}>{view.favoritesNote}</p> : null}
      {view.favoriteError ? (
        <p className={styles['error']} role="alert">
          {view.favoriteError}
        </p>
      ) : null}
      <Body view={view} />
      {loaded && view.order ? (
        view.kind === 'order' ? (
          <Link href={view.order.path} className={styles['order']}>
            {view.order.text}
          </Link>
        ) : (
          <a href={view.order.path} className={styles['order']}>
            {view.order.text}
          </a>
        )
      ) : null}
    </section>
  );
}
