import type { delivery as deliveryGroup } from '@mealflow/sdk/cabinet';
import { ORDER_TEXTS } from '@mealflow/sdk/domain';
import { Link } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import styles from './Cabinet.module.css';
import { AddressDialog, CancelDeliveryDialog, DateDialog, TaskDialog } from './DeliveryDialogs';
import type { AddressActor } from './NewAddressForm';
import parts from './Orders.module.css';
import { SkipDeliveryDialog } from './SkipDeliveryDialog';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = {
  view: deliveryGroup.DeliveryView & deliveryGroup.DeliveryHandlers;
  addressActor: AddressActor | undefined;
  ordersHref: string;
};

/**
 * One delivery of an order (personal-cabinet §2.1 orders/{hid}/deliveries/{deliveryId}, §4, §7,
 * §8): its date, window, address and state, and what can be done with it before its cut-off.
 */
export function DeliveryPanel({ view, addressActor, ordersHref }: Props) {
  const { delivery, can, texts } = view;
  if (view.status === 'loading') return <PageLoading />;
  if (view.status === 'error')
    return (
      <section className={styles['panel']} aria-labelledby="delivery-title">
        <h2 id="delivery-title">{texts.datesFailed}</h2>
        <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={view.retry}>
          {view.loadError}
        </RetryAlert>
        <p>
          <Link href={ordersHref}>{ORDER_TEXTS.listTitle}</Link>
        </p>
      </section>
    );
  return (
    <section className={`${styles['panel']} ${parts['detail']}`} aria-labelledby="delivery-title">
      {view.orderPath ? (
        <p>
          <Link href={view.orderPath}>← {view.orderTitle}</Link>
        </p>
      ) : null}
      <h2 id="delivery-title">{delivery ? `Доставка ${delivery.dateText}` : ORDER_TEXTS.notFound}</h2>
      {delivery ? (
        <dl className={parts['details']}>
          <div className={parts['priceLine']}>
            <dt>Время</dt>
            <dd>{delivery.windowText}</dd>
          </div>
          {delivery.addressText ? (
            <div className={parts['priceLine']}>
              <dt>Адрес</dt>
              <dd>{delivery.addressText}</dd>
            </div>
          ) : null}
          <div className={parts['priceLine']}>
            <dt>Статус</dt>
            <dd>{delivery.stateText}</dd>
          </div>
        </dl>
      ) : null}
      {delivery?.notice ? <p className={parts['muted']}>{delivery.notice}</p> : null}
      {delivery?.lockedText ? <p className={parts['muted']}>{delivery.lockedText}</p> : null}
      {delivery?.cutoffHint ? <p className={parts['muted']}>{delivery.cutoffHint}</p> : null}
      {delivery?.closedWindowText ? <p className={parts['muted']}>{delivery.closedWindowText}</p> : null}
      {view.busy ? <PageLoading /> : null}
      {view.error && view.flow === 'none' ? (
        <div className={styles['error']} role="alert">
          <p>{view.error}</p>
        </div>
      ) : null}
      <div className={parts['actions']}>
        {can.changeDate ? (
          <Button aria-haspopup="dialog" onClick={view.openDate}>
            {texts.changeDate}
          </Button>
        ) : null}
        {can.changeAddress ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={view.openAddress}>
            {texts.changeAddress}
          </Button>
        ) : null}
        {can.confirm ? (
          <Button variant="secondary" onClick={view.confirm}>
            {texts.confirm}
          </Button>
        ) : null}
        {can.skip ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={view.openSkip}>
            {texts.skip}
          </Button>
        ) : null}
        {can.cancel ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={view.openCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
      {can.setSession || can.applyWindowToAll ? (
        <section className={parts['section']} aria-labelledby="delivery-session">
          <h3 id="delivery-session">{texts.sessionLegend}</h3>
          <fieldset className={parts['choices']} disabled={!can.setSession}>
            <legend className={parts['muted']}>{delivery?.dateText}</legend>
            {view.sessions.map((option) => (
              <label key={option.session} className={parts['choice']}>
                <input type="radio" name="delivery-session" checked={option.selected} onChange={() => view.setSession(option.session)} />
                {option.text}
              </label>
            ))}
          </fieldset>
          {can.applyWindowToAll ? (
            <div className={parts['actions']}>
              <Button variant="secondary" onClick={view.applyWindowToAll}>
                {texts.windowForAll}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {can.task || can.removeTask ? (
        <section className={parts['section']} aria-labelledby="delivery-task">
          <h3 id="delivery-task">{ORDER_TEXTS.confirmTask}</h3>
          <p>{view.taskText ?? ORDER_TEXTS.confirmTaskOff}</p>
          <div className={parts['actions']}>
            {can.task ? (
              <Button variant="secondary" aria-haspopup="dialog" onClick={view.openTask}>
                {view.taskText ? 'Изменить' : 'Выбрать'}
              </Button>
            ) : null}
            {can.removeTask ? (
              <Button variant="secondary" onClick={view.removeTask}>
                {ORDER_TEXTS.confirmTaskCancel}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      <DateDialog view={view} />
      <AddressDialog view={view} addressActor={addressActor} />
      <SkipDeliveryDialog view={view} />
      <CancelDeliveryDialog view={view} />
      <TaskDialog view={view} />
    </section>
  );
}
