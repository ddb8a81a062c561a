import type { preferences } from '@mealflow/sdk/cabinet';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { PanelState } from '../../shared/ui/PanelState';
import { PREFERENCES_SCREEN_TEXTS as T } from './preferences-texts';
import styles from './Preferences.module.css';

export type PreferencesScreenView = ReturnType<typeof preferences.connectPreferences>;

/** The filters and the dishes (favourites, stop-list) on the preferences machine's connect. */
export function Preferences({ view }: { view: PreferencesScreenView }) {
  if (view.status === 'loading' || view.status === 'error') {
    return (
      <PanelState state={view.status} titleId="prefs-title" texts={T} error={view.error} retry={view.retry}>
        <div className={parts['skeleton']} aria-hidden="true" />
        <div className={parts['skeleton']} aria-hidden="true" />
      </PanelState>
    );
  }
  return (
    <div className={styles['stack']}>
      <Filters view={view} />
      {view.visitor ? <p className={parts['muted']}>{T.visitorNote}</p> : <Dishes view={view} />}
      {view.proposed ? <ProposedVersionDialog /> : null}
    </div>
  );
}

function Filters({ view }: { view: PreferencesScreenView }) {
  return (
    <section className={styles['panel']} aria-labelledby="filters-title">
      <h2 id="filters-title">{T.filters}</h2>
      <FilterForm view={view} />
    </section>
  );
}

/** The filter options up to the server's maximum, 'Применить' and 'Сбросить' (the page and the root view's panel). */
export function FilterForm({ view }: { view: PreferencesScreenView }) {
  return (
    <>
      <p className={parts['muted']}>{T.filtersLead}</p>
      <p className={parts['muted']} id="filters-max">
        {view.maxText}. {view.countText}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          view.applyFilters();
        }}
      >
        {view.groups.map((group) => (
          <fieldset key={group.id} className={styles['group']} aria-describedby="filters-max">
            <legend>{group.name}</legend>
            <div className={parts['choices']}>
              {group.options.map((option) => (
                <label key={option.id} className={parts['choice']}>
                  <input
                    type="checkbox"
                    checked={option.checked}
                    disabled={option.disabled}
                    onChange={() => view.toggleFilter(option.id)}
                  />
                  {option.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {view.filterError ? (
          <p role="alert" className={parts['error']}>
            {view.filterError}
          </p>
        ) : null}
        <div className={parts['actions']}>
          <Button type="submit" busy={view.applying} disabled={!view.canApply}>
            {T.apply}
          </Button>
          <Button variant="secondary" disabled={!view.canApply} onClick={view.resetFilters}>
            {T.reset}
          </Button>
        </div>
      </form>
    </>
  );
}

function DishRow({ dish, view }: { dish: preferences.DishView; view: PreferencesScreenView }) {
  return (
    <li className={styles['dish']}>
      <div className={styles['dishTitle']}>
        <div>{dish.title}</div>
        <p className={parts['muted']}>{dish.mealText}</p>
      </div>
      <div className={styles['dishButtons']} role="group" aria-label={dish.title}>
        <Button
          variant="secondary"
          aria-pressed={dish.favorite}
          busy={dish.saving}
          disabled={dish.saving}
          onClick={() => view.mark(dish.packId, 'favorite')}
        >
          {T.favorite}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={dish.stopped}
          busy={dish.saving}
          disabled={dish.saving}
          onClick={() => view.mark(dish.packId, 'stop')}
        >
          {T.stop}
        </Button>
      </div>
    </li>
  );
}

function Dishes({ view }: { view: PreferencesScreenView }) {
  return (
    <>
      <section className={styles['panel']} aria-labelledby="favorites-title">
        <h2 id="favorites-title">{T.favorites}</h2>
        {view.favorites.length === 0 ? (
          <p>{T.favoritesEmpty}</p>
        ) : (
          <ul className={styles['list']} aria-label={T.favorites}>
            {view.favorites.map((dish) => (
              <li key={dish.packId} className={styles['dish']}>
                {dish.title}
              </li>
            ))}
          </ul>
        )}
        <h2>{T.stopList}</h2>
        {view.stopList.length === 0 ? (
          <p>{T.stopListEmpty}</p>
        ) : (
          <ul className={styles['list']} aria-label={T.stopList}>
            {view.stopList.map((dish) => (
              <li key={dish.packId} className={styles['dish']}>
                {dish.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles['panel']} aria-labelledby="dishes-title">
        <h2 id="dishes-title">{T.dishes}</h2>
        {view.prefError ? (
          <p role="alert" className={parts['error']}>
            {view.prefError}
          </p>
        ) : null}
        <ul className={styles['list']} aria-label={T.dishes}>
          {view.dishes.map((dish) => (
            <DishRow key={dish.packId} dish={dish} view={view} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** The filter-version update modal (§2.6): the proposed version is open; the focus is on 'Понятно'. */
function ProposedVersionDialog() {
  const [open, setOpen] = useState(true);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) ok.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} title={T.proposedTitle} onClose={() => setOpen(false)}>
      <p>{T.proposedLead}</p>
      <Button ref={ok} onClick={() => setOpen(false)}>
        {T.proposedOk}
      </Button>
    </Dialog>
  );
}
