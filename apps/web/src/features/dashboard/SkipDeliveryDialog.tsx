import { delivery } from '@mealflow/sdk/cabinet';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from './Orders.module.css';

/**
 * Skipping a delivery (issue 31): where it moves (after the order's last delivery) and what that does
 * to the price, before the customer confirms. Read from the delivery machine's `skip` child itself.
 */
function SkipBody({ actor, view }: { actor: delivery.SkipActor; view: delivery.DeliveryView & delivery.DeliveryHandlers }) {
  const skip = useConnect(actor, delivery.connectSkip);
  const { texts, close } = view;
  return (
    <>
      {skip.loading ? <p role="status">{texts.skipTitle}</p> : null}
      {skip.moveText ? <p>{skip.moveText}</p> : null}
      {skip.priceText ? (
        <p>
          <strong>{skip.priceText}</strong>
        </p>
      ) : null}
      {skip.unavailableText ? <p role="alert">{skip.unavailableText}</p> : null}
      {skip.error ? (
        <p className={parts['fieldError']} role="alert">
          {skip.error}
        </p>
      ) : null}
      <div className={parts['actions']}>
        {skip.failed ? (
          <Button variant="secondary" onClick={skip.retry}>
            {texts.retry}
          </Button>
        ) : null}
        {skip.instead ? (
          <>
            <Button onClick={view.openDate}>{skip.instead.move}</Button>
            <Button variant="secondary" onClick={view.openCancel}>
              {skip.instead.cancel}
            </Button>
          </>
        ) : (
          <Button onClick={skip.confirm} disabled={!skip.canConfirm || skip.saving} busy={skip.saving}>
            {texts.skip}
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          {texts.keep}
        </Button>
      </div>
    </>
  );
}

export function SkipDeliveryDialog({ view }: { view: delivery.DeliveryView & delivery.DeliveryHandlers }) {
  const actor = view.skip.actor;
  return (
    <Dialog open={view.flow === 'skip'} title={view.texts.skipTitle} onClose={view.close}>
      {actor ? <SkipBody actor={actor} view={view} /> : null}
    </Dialog>
  );
}
