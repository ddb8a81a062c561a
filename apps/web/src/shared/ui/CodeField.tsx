import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type CodeFieldProps = Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete' | 'name'>;

/** The SMS code field of every login step: label 'Код из СМС', the digit keyboard and the one-time-code autofill. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(props, ref) {
  return <TextField ref={ref} label="Код из СМС" inputMode="numeric" autoComplete="one-time-code" name="code" {...props} />;
});
