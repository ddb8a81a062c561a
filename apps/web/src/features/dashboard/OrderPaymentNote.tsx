import type { ordersList } from '@mealflow/sdk/cabinet';
import cards from './Orders.module.css';

/** An order paid in part (a subscription paid in stages): what is paid of its total and the next payment's day. */
export function OrderPaymentNote({ card }: { card: ordersList.OrderCardView }) {
  if (!card.paidText) return null;
  return (
    <p>
      {card.paidText}
      {card.nextPaymentText ? <span className={cards['address']}>{card.nextPaymentText}</span> : null}
    </p>
  );
}
