import type { subscribe } from '@mealflow/sdk/cabinet';
import { SUBSCRIBE_TEXTS as T } from '@mealflow/sdk/domain';
import { buildPath } from '@mealflow/sdk/routing';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { useSafeFocus } from '../../shared/ui/safe-focus';
import styles from './Subscribe.module.css';

type View = subscribe.SubscribeView & subscribe.SubscribeHandlers;

/** A failure beside what failed (announced). */
const ErrorLine = ({ text }: { text: string | undefined }) =>
  text ? (
    <p role="alert" className={styles['error']}>
      {text}
    </p>
  ) : null;

/**
 * The confirmation before a subscription is made from an order (issue 31): price, schedule and the
 * card charged, as the SDK states them; 'Не сейчас' (the focus starts there), Escape and 'Закрыть' make nothing.
 */
function ConfirmDialog({ confirm, view }: { confirm: subscribe.FromOrderConfirmView; view: View }) {
  const safe = useSafeFocus<HTMLDivElement>(confirm.hid);
  return (
    <Dialog open title={confirm.title} onClose={view.cancelOrder}>
      <div ref={safe}>
        <p>
          <strong>{confirm.orderText}</strong>
        </p>
        <p>{confirm.planText}</p>
        <dl className={styles['terms']}>
          <dt>{confirm.labels.price}</dt>
          <dd>{confirm.priceText}</dd>
          <dt>{confirm.labels.schedule}</dt>
          <dd>
            {confirm.scheduleText}. {confirm.reminderText}
          </dd>
          <dt>{confirm.labels.card}</dt>
          <dd>
            {confirm.cardText}
            {confirm.noCard ? (
              <>
                {' '}
                <Link href={confirm.cardsPath}>{T.toCards}</Link>
              </>
            ) : null}
          </dd>
        </dl>
        <p className={styles['muted']}>{confirm.ruleText}</p>
        <ErrorLine text={confirm.error} />
        <div className={styles['actions']}>
          <Button variant="secondary" onClick={view.cancelOrder} data-safe disabled={confirm.busy}>
            {confirm.labels.cancel}
          </Button>
          <Button onClick={view.confirmOrder} disabled={!confirm.canConfirm} busy={confirm.busy}>
            {confirm.labels.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The client's current orders that can become a subscription: each names its order; one asks before it is made. */
export function FromOrders({ view }: { view: View }) {
  return (
    <section className={styles['panel']} aria-labelledby="subscribe-from-orders">
      <h2 id="subscribe-from-orders">{T.fromOrdersTitle}</h2>
      <p className={styles['muted']}>{T.fromOrdersLead}</p>
      <ul className={styles['orders']} aria-labelledby="subscribe-from-orders">
        {view.fromOrders.map((order) => (
          <li key={order.hid} aria-labelledby={`from-order-${order.hid}`}>
            <h3 id={`from-order-${order.hid}`}>{order.title}</h3>
            <p className={styles['muted']}>
              {order.numberText}
              {order.datesText ? `. ${order.datesText}` : ''}
            </p>
            <p>
              <strong>{order.planText}</strong>
            </p>
            <p className={styles['muted']}>{order.ruleText}</p>
            <ErrorLine text={order.error} />
            {order.state === 'done' ? (
              <p role="status">
                {T.fromOrderDone}. <Link href={buildPath('DashboardSubscriptions')}>{T.toSubscriptions}</Link>
              </p>
            ) : (
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() => view.subscribeOrder(order.hid)}
                disabled={order.state !== 'offer'}
              >
                {T.fromOrderSubmit}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {view.fromOrderConfirm ? <ConfirmDialog key={view.fromOrderConfirm.hid} confirm={view.fromOrderConfirm} view={view} /> : null}
    </section>
  );
}
