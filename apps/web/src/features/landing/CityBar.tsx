import { city } from '@mealflow/sdk/storefront';
import { CITY_TEXTS, cityById } from '@mealflow/sdk/domain';
import { useId } from 'react';
import styles from './LandingBlocks.module.css';

export interface CityBarProps {
  view: Pick<city.CityView, 'cityId' | 'label' | 'question' | 'confirmLabel' | 'options'>;
  /** Before the runtime arrives (and in the build-time HTML) the selector shows the city, disabled. */
  disabled?: boolean;
  onChoose?: (cityId: number) => void;
  onConfirm?: () => void;
}

/** The landing's city selector (personal-cabinet §2.1 "city selector enabled"): a labelled native select and the confirmation question. */
export function CityBar({ view, disabled = false, onChoose, onConfirm }: CityBarProps) {
  const id = useId();
  return (
    <div className={styles['cityBar']}>
      <label htmlFor={id} className={styles['cityLabel']}>
        {view.label}
      </label>
      <select
        id={id}
        className={styles['citySelect']}
        value={view.cityId}
        disabled={disabled}
        onChange={(event) => onChoose?.(Number(event.target.value))}
      >
        {view.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <p className={styles['cityQuestion']} role="status">
        {view.question ? (
          <>
            <span>{view.question}</span>{' '}
            <button type="button" className={styles['cityConfirm']} onClick={onConfirm}>
              {view.confirmLabel}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The selector's view before the city machine runs: the city resolved from the URL and cookie. */
export function staticCityView(cityId: number): CityBarProps['view'] {
  return {
    cityId: cityById(cityId)?.id ?? cityId,
    label: CITY_TEXTS.label,
    question: undefined,
    confirmLabel: CITY_TEXTS.confirm,
    options: city.selectableCities().map((c) => ({ ...c, selected: c.id === cityId })),
  };
}
