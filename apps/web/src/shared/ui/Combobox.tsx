import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import styles from './Combobox.module.css';
import { FieldNotes } from './TextField';
import fieldStyles from './TextField.module.css';

export interface ComboboxProps {
  label: string;
  value: string;
  /** The option texts (already limited by the caller). */
  options: readonly string[];
  onValueChange: (value: string) => void;
  /** An option was chosen (click or Enter on the active one). */
  onSelect: (index: number) => void;
  /** The list's accessible name. */
  listLabel: string;
  placeholder?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** Read out by the polite live region (e.g. 'Найдено 8 адресов'). */
  announcement?: string | undefined;
  /** Results are on their way (aria-busy). */
  busy?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * An editable combobox with a listbox popup and list autocomplete (WAI-ARIA APG "combobox with
 * listbox popup"): focus stays in the input; ArrowDown/ArrowUp move the active option
 * (`aria-activedescendant`, wrapping), Enter chooses it, Escape closes the list (or clears the
 * field when it is closed), a click chooses too. New options reset the active one. The count is
 * announced by a polite live region. The caller owns the value and the options.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    value,
    options,
    onValueChange,
    onSelect,
    listLabel,
    placeholder,
    hint,
    error,
    announcement,
    busy = false,
    disabled = false,
    autoComplete = 'off',
  },
  ref,
) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // The widget's own state, reset whenever a new list arrives (React's "adjust state on prop change").
  // Compared by content: a caller may build a new array with the same options on every render.
  const listKey = options.join('\n');
  const [seen, setSeen] = useState(listKey);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  if (seen !== listKey) {
    setSeen(listKey);
    setActive(-1);
    setDismissed(false);
  }
  const open = options.length > 0 && !dismissed && !disabled;

  const choose = (index: number) => {
    setActive(-1);
    onSelect(index);
  };
  const move = (step: 1 | -1) => {
    if (!options.length) return;
    setDismissed(false);
    setActive((current) => {
      if (!open || current < 0) return step === 1 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (open && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) {
        setDismissed(true);
        setActive(-1);
      } else if (value) onValueChange('');
    }
  };

  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles['field']}>
      <label className={fieldStyles['label']} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`${fieldStyles['input']} ${styles['input']}`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          setDismissed(false);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(-1)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles['list']} hidden={!open}>
        {options.map((text, index) => (
          <li
            key={`${index}-${text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles['option']}
            // Keep the focus in the input (APG): the click chooses without blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {text}
          </li>
        ))}
      </ul>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement ?? ''}
      </p>
    </div>
  );
});
