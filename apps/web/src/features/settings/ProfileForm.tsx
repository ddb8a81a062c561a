import type { settings } from '@mealflow/sdk/cabinet';
import { useId } from 'react';
import { Button } from '../../shared/ui/Button';
import { FieldNotes, TextField } from '../../shared/ui/TextField';
import { BodyFields } from './BodyFields';
import styles from './Settings.module.css';
import { SettingsPanel } from './SettingsPanel';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = { view: settings.SettingsView & settings.SettingsHandlers };

const INPUTS: Array<{
  name: Extract<settings.SettingsField, 'firstName' | 'lastName' | 'email' | 'birthday'>;
  type: string;
  autoComplete: string;
  hint?: boolean;
}> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', hint: true },
  { name: 'birthday', type: 'date', autoComplete: 'bday' },
];

/** The profile form (personal-cabinet §2.1 settings): loading, error with retry, the fields, the save and its error. */
export function ProfileForm({ view }: Props) {
  const genderId = useId();
  const { texts } = view;
  const gender = view.fields.gender;
  return (
    <SettingsPanel id="settings-profile-title" title={texts.profileTitle} view={view}>
      {view.status === 'ready' ? (
        <form
          className={styles['form']}
          aria-labelledby="settings-profile-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          {INPUTS.map((input) => {
            const field = view.fields[input.name];
            return (
              <TextField
                key={input.name}
                name={input.name}
                label={field.label}
                type={input.type}
                autoComplete={input.autoComplete}
                value={field.value}
                error={field.error}
                hint={input.hint ? texts.emailHint : undefined}
                disabled={view.saving}
                onChange={(event) => view.change(input.name, event.target.value)}
              />
            );
          })}
          <RadioGroup
            name="gender"
            legend={gender.label}
            classes={{ group: styles['choices'], legend: styles['legend'], choice: styles['choice'] }}
            disabled={view.saving}
            aria-describedby={gender.error ? `${genderId}-error` : undefined}
          >
            {view.genderOptions.map((option) => (
              <RadioChoice
                key={option.value}
                value={option.value}
                checked={gender.value === option.value}
                onSelect={() => view.change('gender', option.value)}
              >
                {option.label}
              </RadioChoice>
            ))}
            <FieldNotes hintId={`${genderId}-hint`} error={gender.error} errorId={`${genderId}-error`} />
          </RadioGroup>
          <BodyFields view={view} />
          {view.saveError ? (
            <RetryAlert className={styles['error']} variant="secondary" retryLabel={texts.retry} onRetry={view.retrySave}>
              {view.saveError}
            </RetryAlert>
          ) : null}
          <div className={styles['actions']}>
            <Button type="submit" busy={view.saving} disabled={view.saving || !view.canSave}>
              {view.saving ? texts.saving : texts.save}
            </Button>
          </div>
        </form>
      ) : null}
    </SettingsPanel>
  );
}
