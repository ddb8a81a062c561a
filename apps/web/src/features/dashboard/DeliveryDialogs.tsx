import type { delivery } from '@mealflow/sdk/cabinet';
import { ORDER_TEXTS } from '@mealflow/sdk/domain';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import styles from './Cabinet.module.css';
import { NewAddressForm, type AddressActor } from './NewAddressForm';
import parts from './Orders.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = { view: delivery.DeliveryView & delivery.DeliveryHandlers };

function FlowError({ view }: Props) {
  return view.error ? (
    <p className={parts['fieldError']} role="alert">
      {view.error}
    </p>
  ) : null;
}

/** Moving a delivery (personal-cabinet §4, §7): the possible dates, the intervals of one, then the first-date question. */
export function DateDialog({ view }: Props) {
  const { date, texts } = view;
  return (
    <Dialog open={view.flow === 'date'} title={date.confirmMove ? date.confirmMove.title : texts.changeDate} onClose={view.close}>
      {date.loading ? <PageLoading /> : null}
      {date.failed ? (
        <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={view.retry}>
          {texts.datesFailed}
        </RetryAlert>
      ) : null}
      {date.confirmMove ? (
        <>
          <p>{date.confirmMove.text}</p>
          <div className={parts['actions']}>
            <Button onClick={view.confirmMove}>{texts.move}</Button>
            <Button variant="secondary" onClick={view.close}>
              {texts.back}
            </Button>
          </div>
        </>
      ) : !date.loading && !date.failed ? (
        <form
          className={parts['form']}
          aria-label={texts.changeDate}
          onSubmit={(event) => {
            event.preventDefault();
            view.submitDate();
          }}
        >
          {date.days.length > 0 ? (
            <label className={parts['field']}>
              {texts.chooseDate}
              <select value={date.days.find((d) => d.selected)?.date ?? ''} onChange={(event) => view.selectDate(event.target.value)}>
                <option value="" disabled>
                  {texts.chooseDate}
                </option>
                {date.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {d.text}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {date.loadingIntervals ? <PageLoading /> : null}
          {date.intervals.length > 0 ? (
            <RadioGroup
              name="delivery-interval"
              legend={texts.chooseInterval}
              classes={{ group: parts['choices'], choice: parts['choice'] }}
            >
              {date.intervals.map((interval) => (
                <RadioChoice key={interval.index} checked={interval.selected} onSelect={() => view.selectInterval(interval.index)}>
                  {interval.text}
                </RadioChoice>
              ))}
            </RadioGroup>
          ) : null}
          {date.emptyText ? <p className={parts['muted']}>{date.emptyText}</p> : null}
          <FlowError view={view} />
          <div className={parts['actions']}>
            <Button type="submit" disabled={!date.canSubmit || date.saving} busy={date.saving}>
              {texts.save}
            </Button>
            <Button variant="secondary" onClick={view.close}>
              {texts.back}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

/** Changing the address (personal-cabinet §7): a saved address, or a new one through the address machine; for this or every delivery. */
export function AddressDialog({ view, addressActor }: Props & { addressActor: AddressActor | undefined }) {
  const { address, texts } = view;
  return (
    <Dialog open={view.flow === 'address'} title={texts.chooseAddress} onClose={view.close}>
      {/* Before the addresses: choosing one applies it at once. */}
      <label className={parts['choice']}>
        <input type="checkbox" checked={address.forAll} onChange={view.toggleForAll} />
        {texts.forAll}
      </label>
      {addressActor ? (
        <NewAddressForm actor={addressActor} />
      ) : (
        <ul className={parts['rows']} aria-label={texts.chooseAddress}>
          {address.options.map((option) => (
            <li key={option.id} className={parts['row']}>
              <span>
                {option.text}
                {option.reason ? <span className={parts['address']}>{option.reason}</span> : null}
              </span>
              {option.current ? (
                <span className={parts['muted']}>Текущий адрес</span>
              ) : option.available ? (
                <Button
                  variant="secondary"
                  disabled={address.saving}
                  onClick={() => view.selectAddress(option.id)}
                  aria-label={`Доставить сюда: ${option.text}`}
                >
                  Доставить сюда
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {address.saving ? <PageLoading /> : null}
      <FlowError view={view} />
      <div className={parts['actions']}>
        {addressActor ? null : (
          <Button variant="secondary" onClick={view.newAddress}>
            {texts.newAddress}
          </Button>
        )}
        <Button variant="secondary" onClick={view.close}>
          {texts.back}
        </Button>
      </div>
    </Dialog>
  );
}

/** Cancelling a delivery: what it means (once, §3 the profile's cancellation info), then the question with what it does to the payment. */
export function CancelDeliveryDialog({ view }: Props) {
  const { cancel, texts } = view;
  return (
    <Dialog open={view.flow === 'cancel'} title={texts.cancelTitle} onClose={view.close}>
      {cancel.info ? (
        <>
          <p>{cancel.infoText}</p>
          <div className={parts['actions']}>
            <Button onClick={view.acceptInfo}>{texts.cancelInfoAccept}</Button>
          </div>
        </>
      ) : (
        <>
          <p>{cancel.infoText}</p>
          {/* Issue 31: what happens to the payment, as the backend answered, before the client confirms. */}
          {cancel.termsText ? (
            <p role="status" aria-busy={cancel.termsLoading}>
              <strong>{cancel.termsText}</strong>
            </p>
          ) : null}
          {cancel.termsFailed ? (
            <div className={parts['actions']}>
              <Button variant="secondary" onClick={view.retry}>
                {texts.retry}
              </Button>
            </div>
          ) : null}
          <FlowError view={view} />
          <div className={parts['actions']}>
            <Button onClick={view.confirmCancel} disabled={!cancel.asking || cancel.cancelling} busy={cancel.cancelling}>
              {texts.cancel}
            </Button>
            <Button variant="secondary" onClick={view.close}>
              {texts.keep}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The order's confirm task (`orders/confirm-task`, its options). */
export function TaskDialog({ view }: Props) {
  const { task, texts } = view;
  return (
    <Dialog open={view.flow === 'task'} title={ORDER_TEXTS.confirmTask} onClose={view.close}>
      {task.loading ? <PageLoading /> : null}
      {task.failed ? (
        <div className={styles['error']} role="alert">
          <Button onClick={view.retry}>{texts.retry}</Button>
        </div>
      ) : null}
      <RadioGroup
        name="confirm-task"
        legend={ORDER_TEXTS.confirmTask}
        classes={{ group: parts['choices'], legend: parts['srOnly'], choice: parts['choice'] }}
        disabled={task.saving}
      >
        {task.options.map((option) => (
          <RadioChoice key={option.id} checked={option.selected} onSelect={() => view.selectTask(option.id)}>
            <span>
              {option.title}
              {option.description ? <span className={parts['address']}>{option.description}</span> : null}
            </span>
          </RadioChoice>
        ))}
      </RadioGroup>
      <FlowError view={view} />
      <div className={parts['actions']}>
        <Button variant="secondary" onClick={view.close}>
          {texts.back}
        </Button>
      </div>
    </Dialog>
  );
}
