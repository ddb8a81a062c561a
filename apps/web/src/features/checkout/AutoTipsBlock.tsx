import { connectAutoTips, type CheckoutChildren } from '@mealflow/sdk/checkout';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import styles from './Checkout.module.css';

/** Auto-tips for the courier (order-funnel §4): the checkout's auto-tips child; `openAutotips` opens it. */
export function AutoTipsBlock({ actor }: { actor: NonNullable<CheckoutChildren['autoTips']> }) {
  const tips = useConnect(actor, connectAutoTips);
  if (!tips.visible) return null;
  return (
    <details className={styles['card']} open={tips.open} onToggle={(event) => tips.setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>Автоматические чаевые курьеру</summary>
      <label className={styles['row']}>
        <input
          type="checkbox"
          checked={tips.enabled}
          disabled={tips.busy || tips.tips.length === 0}
          onChange={(event) => tips.toggle(event.target.checked)}
        />
        Оставлять чаевые после каждой доставки
      </label>
      {tips.tips.length ? (
        <div className={styles['row']} role="group" aria-label="Сумма чаевых">
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
      {tips.cardText ? <p className={styles['hint']}>{tips.cardText}</p> : null}
      {tips.needsCard ? <p className={styles['hint']}>Чаевые спишутся с сохранённой карты — привяжите карту при оплате.</p> : null}
      {tips.saved ? (
        <p className={styles['ok']} role="status">
          Чаевые будут списываться автоматически
        </p>
      ) : null}
      {tips.error ? <p className={styles['hint']}>{tips.error}</p> : null}
    </details>
  );
}
