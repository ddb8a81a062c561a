import { autoTipsView } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useRuntime } from '../../app/RuntimeContext';
import styles from './Checkout.module.css';

/** Auto-tips for the courier (order-funnel §4): its own machine; `openAutotips` opens it. */
export function AutoTipsBlock({ cardId, open }: { cardId: string | undefined; open: boolean }) {
  const { mealflow, inspect } = useRuntime();
  const actor = useActorRef(mealflow.machines.autoTips, { input: { cardId, open }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(actor, autoTipsView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <details className={styles['card']} open={view.open} onToggle={(event) => actor.send({ type: (event.target as HTMLDetailsElement).open ? 'OPEN' : 'CLOSE' })}>
      <summary>Автоматические чаевые курьеру</summary>
      <label className={styles['row']}>
        <input type="checkbox" checked={view.enabled} disabled={view.busy || view.tips.length === 0} onChange={(event) => actor.send({ type: 'TOGGLE', on: event.target.checked })} />
        Оставлять чаевые после каждой доставки
      </label>
      {view.tips.length ? (
        <div className={styles['row']} role="group" aria-label="Сумма чаевых">
          {view.tips.map((tip) => (
            <button key={tip.id} type="button" aria-pressed={tip.selected} disabled={view.busy} onClick={() => actor.send({ type: 'TIP.SELECT', tipId: tip.id })}>
              {tip.label}
            </button>
          ))}
        </div>
      ) : null}
      {view.needsCard ? <p className={styles['hint']}>Чаевые спишутся с сохранённой карты — привяжите карту при оплате.</p> : null}
      {view.saved ? <p className={styles['ok']} role="status">Чаевые будут списываться автоматически</p> : null}
      {view.error ? <p className={styles['hint']}>{view.error}</p> : null}
    </details>
  );
}
