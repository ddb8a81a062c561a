import { courierRating } from '@mealflow/sdk/cabinet';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { DriverCard } from './Rates';
import { RATES_TEXTS as T, ROOT_TIPS_TEXTS as R } from './rates-texts';
import { TipForm, useTipFocus } from './TipDialog';
import styles from './Rates.module.css';

/**
 * The root view's tips modal (personal-cabinet §2.4, §4 "Tips flow"): the cabinet root view's child
 * `tips` (the courier rating machine, presentation `modal`) opens it 3 s after the rating tasks load.
 * The drivers with their stars and reasons; 'Оставить чаевые' turns the dialog into the tip form
 * ('Назад' returns). 'Не оценивать' (or 'Готово' once something is sent), the × and Escape close the
 * task: it does not come back. The focus starts on that safe action.
 */
export function RootTipsDialog({ actor }: { actor: ActorRefFrom<courierRating.CourierRatingMachine> }) {
  const view = useConnect(actor, courierRating.connectCourierRating);
  const finish = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const { modalOpen, tip } = view;
  useTipFocus(tip, later, done);
  useEffect(() => {
    if (modalOpen && !tip.open) finish.current?.focus();
  }, [modalOpen, tip.open]);
  const onClose = () => {
    if (tip.open) {
      if (!tip.paying) view.dismissTip();
    } else if (!view.closing) view.closeTask();
  };
  const answered = view.drivers.some((driver) => driver.rated || driver.tipped);
  return (
    <Dialog open={modalOpen} title={tip.open ? T.tipTitle(tip.driverName ?? '') : T.title} onClose={onClose}>
      {tip.open ? (
        <TipForm view={view} laterLabel={R.back} laterRef={later} doneRef={done} />
      ) : (
        <div className={styles['modalBody']}>
          <p className={parts['muted']}>{T.lead}</p>
          {view.drivers.map((driver) => (
            <DriverCard key={driver.id} driver={driver} view={view} />
          ))}
          {view.rateError ? (
            <p role="alert" className={parts['error']}>
              {view.rateError}
            </p>
          ) : null}
          <div className={parts['actions']}>
            <Button ref={finish} variant="secondary" busy={view.closing} disabled={view.closing} onClick={view.closeTask}>
              {answered ? T.done : T.close}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
