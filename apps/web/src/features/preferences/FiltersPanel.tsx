import { cabinetRoot, preferences } from '@mealflow/sdk/cabinet';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import parts from '../../shared/ui/FormParts.module.css';
import { FilterForm } from './Preferences';
import { PREFERENCES_SCREEN_TEXTS as T } from './preferences-texts';
import styles from './Preferences.module.css';

export interface FiltersPanelProps {
  /** The root view's preferences child while the panel is open. */
  actor: ActorRefFrom<preferences.PreferencesMachine> | undefined;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The root view's filters panel (personal-cabinet §2.4, §5 "filters on desktop for several business
 * products"): a disclosure 'Фильтры меню'; opened, the filters up to the server's maximum and
 * 'Применить' → 'Настройки применены'. Loading, error with 'Повторить'.
 */
export function FiltersPanel({ actor, open, onOpen, onClose }: FiltersPanelProps) {
  const contentId = useId();
  return (
    <section className={styles['filtersPanel']} aria-label={cabinetRoot.CABINET_ROOT_TEXTS.filtersPanel}>
      <Button variant="secondary" aria-expanded={open} aria-controls={contentId} onClick={open ? onClose : onOpen}>
        {cabinetRoot.CABINET_ROOT_TEXTS.filtersToggle}
      </Button>
      <div id={contentId} hidden={!open}>
        {open && actor ? <PanelContent actor={actor} /> : null}
      </div>
    </section>
  );
}

function PanelContent({ actor }: { actor: ActorRefFrom<preferences.PreferencesMachine> }) {
  const view = useConnect(actor, preferences.connectPreferences);
  if (view.status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status">{T.loading}</p>
        <div className={parts['skeleton']} />
      </div>
    );
  }
  if (view.status === 'error') {
    return (
      <div>
        <p role="alert" className={parts['error']}>
          {view.error}
        </p>
        <Button onClick={view.retry}>{T.retry}</Button>
      </div>
    );
  }
  return <FilterForm view={view} />;
}
