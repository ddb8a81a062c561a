import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { emailPopup } from '@mealflow/sdk/cabinet';
import { useEffect, useRef, type FormEvent } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import styles from './Cabinet.module.css';

function EmailPopup({ hasPhone }: { hasPhone: boolean }) {
  const actor = useScreenActor(emailPopup.provideEmailPopup, { hasPhone });
  const view = useConnect(actor, emailPopup.connectEmailPopup);
  // The safe action takes the focus once the modal is open (after showModal placed it).
  const later = useRef<HTMLButtonElement>(null);
  const open = view.open && !view.done;
  useEffect(() => {
    if (open) later.current?.focus();
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <Dialog open={view.open} title={view.title} onClose={view.close}>
      {view.done ? (
        <div>
          <p role="status">{emailPopup.EMAIL_POPUP_VIEW_TEXTS.done}</p>
          {view.promocodeText ? <p className={styles['popupCode']}>{view.promocodeText}</p> : null}
          <Button onClick={view.close}>{emailPopup.EMAIL_POPUP_VIEW_TEXTS.close}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{view.text}</p>
          <TextField
            label={emailPopup.EMAIL_POPUP_VIEW_TEXTS.label}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={view.email}
            error={view.error}
            onChange={(event) => view.change(event.target.value)}
          />
          <div className={styles['popupActions']}>
            <Button ref={later} variant="secondary" onClick={view.close}>
              {emailPopup.EMAIL_POPUP_VIEW_TEXTS.later}
            </Button>
            <Button type="submit" busy={view.saving}>
              {emailPopup.EMAIL_POPUP_VIEW_TEXTS.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * The cabinet's e-mail popup (personal-cabinet §3, §5, §7 `email-fill-popup`): asked only of a
 * client with a phone, `timeToShow` seconds after the cabinet opens, once per visit of the frame.
 */
export function EmailPopupDialog() {
  const { session } = useRuntime();
  const hasPhone = useActorValue(session, (snapshot) => {
    const profile = sessionGroup.sessionView(snapshot).profile;
    return Boolean(profile?.phone ?? profile?.phone_number);
  });
  return <EmailPopup key={String(hasPhone)} hasPhone={hasPhone} />;
}
