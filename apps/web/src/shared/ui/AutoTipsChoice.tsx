import type { autoTips } from '@mealflow/sdk/checkout';
import { Button } from './Button';

/** The auto-tips' words a screen gives (the checkout's and the cabinet's differ on where a card is bound). */
export interface AutoTipsChoiceTexts {
  toggle: string;
  amount: string;
  needsCard: string;
  saved: string;
}

/** Each part's class: the switch's label, the amounts' row, a note, the saved status, the failure. */
export type AutoTipsChoiceClasses = Readonly<Record<'toggle' | 'amounts' | 'note' | 'saved' | 'error', string | undefined>>;

/**
 * The auto-tips' switch (a checkbox), the amounts (toggle buttons, `aria-pressed`, in a named
 * group), the card's note and the outcome: the checkout's block, the cabinet's page and modal.
 * When the tips did not load: the failure and 'Повторить' instead.
 */
export function AutoTipsChoice({
  tips,
  texts,
  classes,
}: {
  tips: ReturnType<typeof autoTips.connectAutoTips>;
  texts: AutoTipsChoiceTexts;
  classes: AutoTipsChoiceClasses;
}) {
  // The tips did not load: said, with a retry (never a disabled switch without a word).
  if (tips.loadError)
    return (
      <>
        <p className={classes.error} role="alert">
          {tips.loadError}
        </p>
        <Button variant="secondary" onClick={tips.retry}>
          {tips.retryLabel}
        </Button>
      </>
    );
  return (
    <>
      <label className={classes.toggle}>
        <input
          type="checkbox"
          checked={tips.enabled}
          disabled={tips.busy || tips.tips.length === 0}
          onChange={(event) => tips.toggle(event.target.checked)}
        />
        {texts.toggle}
      </label>
      {tips.tips.length ? (
        <div className={classes.amounts} role="group" aria-label={texts.amount}>
          {tips.tips.map((tip) => (
            <Button
              key={tip.id}
              variant="secondary"
              aria-pressed={tip.selected}
              disabled={tips.busy}
              onClick={() => tips.selectTip(tip.id)}
            >
              {tip.label}
            </Button>
          ))}
        </div>
      ) : null}
      {tips.cardText ? <p className={classes.note}>{tips.cardText}</p> : null}
      {tips.needsCard ? <p className={classes.note}>{texts.needsCard}</p> : null}
      {tips.saved ? (
        <p className={classes.saved} role="status">
          {texts.saved}
        </p>
      ) : null}
      {tips.error ? (
        <p className={classes.error} role="alert">
          {tips.error}
        </p>
      ) : null}
    </>
  );
}
