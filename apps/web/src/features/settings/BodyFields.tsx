import type { settings } from '@mealflow/sdk/cabinet';
import { useId } from 'react';
import { FieldNotes, TextField } from '../../shared/ui/TextField';
import fieldStyles from '../../shared/ui/TextField.module.css';
import styles from './Settings.module.css';

type Props = { view: settings.SettingsView & settings.SettingsHandlers };

const MEASURES = ['height', 'weight', 'purposeWeight'] as const;

/**
 * The body data part of the settings form (personal-cabinet §3 client details): height, weight,
 * desired weight, lifestyle (`client-details/lifestyles`), saved with the form; the BMI line of the
 * stored height and weight (`client-details/calculate`).
 */
export function BodyFields({ view }: Props) {
  const lifestyleId = useId();
  const { body } = view;
  const lifestyle = body.fields.lifestyle;
  return (
    <fieldset className={styles['body']}>
      <legend className={styles['legend']}>{body.title}</legend>
      {MEASURES.map((name) => {
        const field = body.fields[name];
        return (
          <TextField
            key={name}
            name={name}
            label={field.label}
            inputMode="decimal"
            autoComplete="off"
            value={field.value}
            error={field.error}
            disabled={view.saving}
            onChange={(event) => view.change(name, event.target.value)}
          />
        );
      })}
      <div className={fieldStyles['field']}>
        <label className={fieldStyles['label']} htmlFor={lifestyleId}>
          {lifestyle.label}
        </label>
        <select
          id={lifestyleId}
          className={fieldStyles['input']}
          value={lifestyle.value}
          disabled={view.saving}
          onChange={(event) => view.change('lifestyle', event.target.value)}
        >
          {body.lifestyleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldNotes hintId={`${lifestyleId}-hint`} error={lifestyle.error} errorId={`${lifestyleId}-error`} />
      </div>
      <p role="status" aria-busy={body.bmiBusy} className={styles['bmi']}>
        {body.bmi}
      </p>
    </fieldset>
  );
}
