import { createContext, use, type FieldsetHTMLAttributes, type ReactNode } from 'react';

/** A radio group's look: the fieldset's class, its legend's (e.g. visually hidden) and each choice's label's. */
export interface RadioGroupClasses {
  group?: string | undefined;
  legend?: string | undefined;
  choice?: string | undefined;
}

interface GroupContext {
  name: string;
  choiceClass: string | undefined;
  disabled: boolean;
}

const Group = createContext<GroupContext>({ name: '', choiceClass: undefined, disabled: false });

export interface RadioGroupProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className' | 'disabled'> {
  /** The radio buttons' name (one per group). */
  name: string;
  /** The group's accessible name. */
  legend: ReactNode;
  classes?: RadioGroupClasses | undefined;
  /** Every choice off (a request under way); the fieldset stays readable. */
  disabled?: boolean | undefined;
  children: ReactNode;
}

/**
 * A WAI-ARIA radio group: a fieldset named by its legend, holding `RadioChoice`s (native radio
 * buttons, so the arrow keys move between them) that take the group's name, look and `disabled`.
 */
export function RadioGroup({ name, legend, classes, disabled = false, children, ...rest }: RadioGroupProps) {
  return (
    <fieldset className={classes?.group} {...rest}>
      <legend className={classes?.legend}>{legend}</legend>
      <Group value={{ name, choiceClass: classes?.choice, disabled }}>{children}</Group>
    </fieldset>
  );
}

export interface RadioChoiceProps {
  checked: boolean;
  onSelect: () => void;
  /** This choice off (the group's `disabled` turns every choice off). */
  disabled?: boolean | undefined;
  value?: string | undefined;
  /** The choice's accessible name (its label's text) and anything shown beside it. */
  children: ReactNode;
}

/** One radio choice of a `RadioGroup`: a native radio button inside its label (the label's text is its name). */
export function RadioChoice({ checked, onSelect, disabled, value, children }: RadioChoiceProps) {
  const group = use(Group);
  return (
    <label className={group.choiceClass}>
      <input type="radio" name={group.name} value={value} checked={checked} disabled={group.disabled || disabled} onChange={onSelect} />
      {children}
    </label>
  );
}
