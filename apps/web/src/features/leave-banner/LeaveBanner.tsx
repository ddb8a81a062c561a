import { leaveBanner, login as loginGroup, session as sessionGroup } from '@mealflow/sdk/storefront';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { useEffect, useRef } from 'react';
import { useVisitorCity } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { CodeField } from '../../shared/ui/CodeField';
import { PhoneField } from '../../shared/ui/PhoneField';
import styles from './LeaveBanner.module.css';

/**
 * The leave banner (order-funnel §2, §4): a modal dialog when a new or unauthorized visitor's
 * mouse leaves the window (desktop) or after 15 s without touch (phone). The banner machine invokes
 * the login machine for the phone and the code, keeps the offer's code and tells the session itself.
 */
export default function LeaveBanner({ product }: { product: string }) {
  const { cityId, settled } = useVisitorCity();
  // The banner's phone field is in the visitor's settled city; a new city is a new banner.
  return settled ? <CityLeaveBanner key={cityId} product={product} cityId={cityId} /> : null;
}

function CityLeaveBanner({ product, cityId }: { product: string; cityId: number }) {
  const { session } = useRuntime();
  const activityStatus = useActorValue(session, sessionGroup.visitorActivityStatus);
  const actor = useScreenActor(leaveBanner.provideLeaveBanner, { product, activityStatus, cityId, session });
  const banner = useConnect(actor, leaveBanner.connectLeaveBanner);
  const dialog = useRef<HTMLDialogElement>(null);
  const { mouseLeft, touched } = banner;

  // The page's mouse and touch are the machine's input.
  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) mouseLeft();
    };
    document.addEventListener('mouseout', onLeave);
    document.addEventListener('touchstart', touched, { passive: true });
    return () => {
      document.removeEventListener('mouseout', onLeave);
      document.removeEventListener('touchstart', touched);
    };
  }, [mouseLeft, touched]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (banner.visible && !element.open) element.showModal?.();
    if (!banner.visible && element.open) element.close();
  }, [banner.visible]);

  return (
    <dialog
      ref={dialog}
      className={styles['dialog']}
      aria-labelledby="leave-banner-title"
      onCancel={(event) => {
        event.preventDefault();
        banner.dismiss();
      }}
    >
      {banner.visible && banner.loginActor ? <BannerBody banner={banner} login={banner.loginActor} /> : null}
    </dialog>
  );
}

/** The open banner: the offer, the countdown and the login child's phone and code. */
function BannerBody({ banner, login: actor }: { banner: leaveBanner.LeaveBannerConnect; login: leaveBanner.LeaveBannerLogin }) {
  const login = useConnect(actor, loginGroup.connectLogin);
  const codeInput = useRef<HTMLInputElement>(null);
  const onCode = login.step !== 'phone';
  useEffect(() => {
    if (onCode) codeInput.current?.focus();
  }, [onCode, login.focusCodeKey]);

  return (
    <form
      className={styles['body']}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!onCode) login.submitPhone();
      }}
    >
      <h2 id="leave-banner-title">{banner.heading}</h2>
      <p>{banner.offerText}</p>
      {banner.countdownText ? (
        <p className={styles['timer']} role="timer" aria-live="off">
          {banner.countdownText}
        </p>
      ) : null}
      {onCode ? (
        <CodeField
          ref={codeInput}
          value={login.code}
          error={login.codeError}
          readOnly={login.busy}
          onChange={(event) => login.changeCode(event.target.value)}
        />
      ) : (
        <PhoneField
          placeholder={login.placeholder}
          value={login.phone}
          error={login.phoneError}
          onChange={(event) => login.changePhone(event.target.value)}
        />
      )}
      {login.networkError ? (
        <p role="alert" className={styles['error']}>
          {login.networkError}
        </p>
      ) : null}
      <div className={styles['actions']}>
        {onCode ? null : (
          <Button type="submit" busy={login.busy} disabled={login.busy}>
            {banner.acceptLabel}
          </Button>
        )}
        {login.retry ? (
          <Button variant="secondary" onClick={login.retry}>
            {LOGIN_TEXTS.retry}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={banner.dismiss}>
          {banner.refuseLabel}
        </Button>
      </div>
    </form>
  );
}
