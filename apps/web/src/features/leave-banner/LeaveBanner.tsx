import { leaveBannerView, type LeaveBannerVariant } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './LeaveBanner.module.css';
import { LEAVE_PROMOCODE_KEY } from './promocode-key';

/**
 * The leave banner (order-funnel §2, §4): a modal dialog when a new or unauthorized visitor's
 * mouse leaves the window (desktop) or after 15 s without touch (phone).
 */
export default function LeaveBanner({ variant }: { variant: LeaveBannerVariant }) {
  const { mealflow, session, ports, inspect } = useRuntime();
  const activityStatus = useSelector(session, (s) => (s.matches('authenticated') ? (s.context.profile?.activity_status ?? 'old') : 'unauthorized'));
  const banner = useActorRef(mealflow.machines.leaveBanner, {
    input: { variant, activityStatus },
    ...(inspect ? { inspect } : {}),
  });
  const view = useSelector(banner, leaveBannerView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const dialog = useRef<HTMLDialogElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) banner.send({ type: 'MOUSE.LEAVE' });
    };
    const onTouch = () => banner.send({ type: 'TOUCH' });
    document.addEventListener('mouseout', onLeave);
    document.addEventListener('touchstart', onTouch, { passive: true });
    const subscription = banner.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output = snapshot.output;
      if (output?.result === 'accepted' && output.login) {
        if (output.promocode) ports.storage.set(LEAVE_PROMOCODE_KEY, output.promocode);
        session.send({ type: 'LOGGED_IN', ...output.login });
      }
    });
    return () => {
      document.removeEventListener('mouseout', onLeave);
      document.removeEventListener('touchstart', onTouch);
      subscription.unsubscribe();
    };
  }, [banner, ports, session]);

  // The visitor's target may change after load (the plan picker): the offer follows until it opens.
  useEffect(() => {
    banner.send({ type: 'VARIANT.CHANGE', variant });
  }, [banner, variant]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (view.visible && !element.open) element.showModal?.();
    if (!view.visible && element.open) element.close();
  }, [view.visible]);

  useEffect(() => {
    if (view.step === 'code') codeInput.current?.focus();
  }, [view.step, view.focusCodeKey]);

  return (
    <dialog
      ref={dialog}
      className={styles['dialog']}
      aria-labelledby="leave-banner-title"
      onCancel={(event) => {
        event.preventDefault();
        banner.send({ type: 'DISMISS' });
      }}
    >
      {view.visible ? (
        <form
          className={styles['body']}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (view.step === 'phone') banner.send({ type: 'PHONE.SUBMIT' });
          }}
        >
          <h2 id="leave-banner-title">{view.heading}</h2>
          <p>{view.offerText}</p>
          {view.countdownText ? (
            <p className={styles['timer']} role="timer" aria-live="off">
              {view.countdownText}
            </p>
          ) : null}
          {view.step === 'phone' ? (
            <TextField
              label="Телефон"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={view.placeholder}
              value={view.phone}
              error={view.phoneError}
              onChange={(event) => banner.send({ type: 'PHONE.CHANGE', value: event.target.value })}
            />
          ) : (
            <TextField
              ref={codeInput}
              label="Код из СМС"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={view.code}
              error={view.codeError}
              readOnly={view.busy}
              onChange={(event) => banner.send({ type: 'CODE.CHANGE', value: event.target.value })}
            />
          )}
          {view.networkError ? (
            <p role="alert" className={styles['error']}>
              {view.networkError}
            </p>
          ) : null}
          <div className={styles['actions']}>
            {view.step === 'phone' ? (
              <Button type="submit" busy={view.busy} disabled={view.busy}>
                {view.acceptLabel}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => banner.send({ type: 'DISMISS' })}>
              {view.refuseLabel}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
