import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../shared/ui/Button';
import { RadioChoice, RadioGroup, type RadioGroupClasses } from '../../shared/ui/Choice';
import { ErrorText } from '../../shared/ui/ErrorText';
import { CardForm, type CardFormHandle } from './CardForm';

/** The connect's part this form shows. */
export interface MethodPayView<M extends string> {
  methods: ReadonlyArray<{ method: M; label: string; selected: boolean }>;
  busy: boolean;
  /** A new card is chosen: its form is shown and must be filled before paying. */
  cardFormShown: boolean;
  error: string | undefined;
}

export interface MethodPayProps<M extends string> {
  /** The radio group's name. */
  name: string;
  view: MethodPayView<M>;
  /** Shown after a method's label (the saved card's mask). */
  note?: ((method: M) => ReactNode) | undefined;
  classes: RadioGroupClasses & { error?: string | undefined };
  onMethod: (method: M) => void;
  /** PAY with the card form's reader (the payment machine reads it once), or the chosen method. */
  onPay: (card?: { read: CardFormHandle['read'] }) => void;
  /** The pay button's content. */
  children: ReactNode;
}

/**
 * The methods of payment (a radio group), the new card's form when chosen, the failure and one pay
 * button: the cabinet's surcharge and extension. The card's values stay in the form.
 */
export function MethodPay<M extends string>({ name, view, note, classes, onMethod, onPay, children }: MethodPayProps<M>) {
  const { methods, busy, cardFormShown, error } = view;
  const cardForm = useRef<CardFormHandle>(null);
  const [cardFilled, setCardFilled] = useState(false);
  const pay = () => {
    const card = cardForm.current;
    onPay(cardFormShown && card ? { read: () => card.read() } : undefined);
  };
  return (
    <>
      <RadioGroup name={name} legend="Способ оплаты" classes={classes} disabled={busy}>
        {methods.map((m) => (
          <RadioChoice key={m.method} checked={m.selected} onSelect={() => onMethod(m.method)}>
            {m.label}
            {note?.(m.method)}
          </RadioChoice>
        ))}
      </RadioGroup>
      {cardFormShown ? (
        <CardForm ref={cardForm} onFilledChange={setCardFilled} error={error} failure={error} />
      ) : (
        <ErrorText text={error} className={classes.error} />
      )}
      <Button block disabled={busy || (cardFormShown && !cardFilled)} busy={busy} onClick={pay}>
        {children}
      </Button>
    </>
  );
}
