import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'name'>;

/** The phone field of every phone form: label 'Телефон', the phone keyboard and autofill. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(props, ref) {
  return <TextField ref={ref} label="Телефон" type="tel" inputMode="tel" autoComplete="tel" name="phone" {...props} />;
});
