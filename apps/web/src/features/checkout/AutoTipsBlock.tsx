import { autoTips, type checkout } from '@mealflow/sdk/checkout';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { AutoTipsChoice } from '../../shared/ui/AutoTipsChoice';
import styles from './Checkout.module.css';

// not in the spec: the block's words.
const TEXTS = {
  toggle: 'Оставлять чаевые после каждой доставки',
  amount: 'Сумма чаевых',
  needsCard: 'Чаевые спишутся с сохранённой карты — привяжите карту при оплате.',
  saved: 'Чаевые будут списываться автоматически',
};
const CLASSES = { toggle: styles['check'], amounts: styles['row'], note: styles['hint'], saved: styles['ok'], error: styles['hint'] };

/** Auto-tips for the courier (order-funnel §4): the checkout's auto-tips child; `openAutotips` opens it. */
export function AutoTipsBlock({ actor }: { actor: NonNullable<checkout.CheckoutChildren['autoTips']> }) {
  const tips = useConnect(actor, autoTips.connectAutoTips);
  if (!tips.visible) return null;
  return (
    <details className={styles['card']} open={tips.open} onToggle={(event) => tips.setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>Автоматические чаевые курьеру</summary>
      <AutoTipsChoice tips={tips} texts={TEXTS} classes={CLASSES} />
    </details>
  );
}
