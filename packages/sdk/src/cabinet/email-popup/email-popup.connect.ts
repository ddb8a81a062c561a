import type { SnapshotFrom } from 'xstate';
import type { emailPopupMachine, EmailPopupEvent } from './email-popup.machine';
import { EMAIL_POPUP_VIEW_TEXTS } from './email-popup.texts';

export { EMAIL_POPUP_VIEW_TEXTS };

export type EmailPopupSnapshot = SnapshotFrom<typeof emailPopupMachine>;

export interface EmailPopupView {
  open: boolean;
  title: string;
  text: string;
  email: string;
  error: string | undefined;
  saving: boolean;
  done: boolean;
  promocodeText: string | undefined;
}

export interface EmailPopupHandlers {
  change: (value: string) => void;
  submit: () => void;
  close: () => void;
}

export function emailPopupView(snapshot: EmailPopupSnapshot): EmailPopupView {
  const { popup, email, error, promocode } = snapshot.context;
  const open = snapshot.hasTag('open');
  return {
    open,
    title: popup?.title ?? '',
    text: popup?.text ?? '',
    email,
    error,
    saving: snapshot.hasTag('saving'),
    done: snapshot.hasTag('done'),
    promocodeText: promocode ? EMAIL_POPUP_VIEW_TEXTS.promocode(promocode) : undefined,
  };
}

export function connectEmailPopup(
  snapshot: EmailPopupSnapshot,
  send: (event: EmailPopupEvent) => void,
): EmailPopupView & EmailPopupHandlers {
  return {
    ...emailPopupView(snapshot),
    change: (value) => send({ type: 'EMAIL', value }),
    submit: () => send({ type: 'SUBMIT' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
