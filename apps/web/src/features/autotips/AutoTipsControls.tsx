import type { connectAutoTips } from '@mealflow/sdk/checkout';
import { Button } from '../../shared/ui/Button';
import parts from '../../shared/ui/FormParts.module.css';

// not in the spec: the words of the auto-tips page (the checkout's block says the same things).
export const AUTOTIPS_TEXTS = {
  title: 'Автоматические чаевые',
  lead: 'Чаевые курьеру спишутся с карты после каждой доставки. Если вы поставите курьеру низкую оценку, чаевые не спишутся.',
  toggle: 'Оставлять чаевые после каждой доставки',
  amount: 'Сумма чаевых',
  needsCard: 'Чаевые спишутся с сохранённой карты — привяжите карту в настройках.',
  saved: 'Чаевые будут списываться автоматически',
  notOffered: 'Автоматические чаевые пока недоступны для вашего профиля.',
  cards: 'Банковские карты',
} as const;

/** The switch, the amounts and the outcome (the page and the root view's auto-tips modal). */
export function AutoTipsControls({ tips }: { tips: ReturnType<typeof connectAutoTips> }) {
  return (
    <>
      <p className={parts['muted']}>{AUTOTIPS_TEXTS.lead}</p>
      <label className={parts['choice']}>
        <input
          type="checkbox"
          checked={tips.enabled}
          disabled={tips.busy || tips.tips.length === 0}
          onChange={(event) => tips.toggle(event.target.checked)}
        />
        {AUTOTIPS_TEXTS.toggle}
      </label>
      {tips.tips.length ? (
        <div className={parts['actions']} role="group" aria-label={AUTOTIPS_TEXTS.amount}>
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
      {tips.cardText ? <p className={parts['muted']}>{tips.cardText}</p> : null}
      {tips.needsCard ? <p className={parts['muted']}>{AUTOTIPS_TEXTS.needsCard}</p> : null}
      {tips.saved ? (
        <p className={parts['success']} role="status">
          {AUTOTIPS_TEXTS.saved}
        </p>
      ) : null}
      {tips.error ? (
        <p className={parts['error']} role="alert">
          {tips.error}
        </p>
      ) : null}
    </>
  );
}
