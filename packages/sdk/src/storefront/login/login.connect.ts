import type { SnapshotFrom } from 'xstate';
import { LOGIN_TEXTS } from '../../domain/messages';
import { PHONE_PLACEHOLDER } from '../../domain/phone';
import type { LoginEvent, loginMachine } from './login.machine';
import { shownState } from '../../shared/shown-state';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginView {
  step: 'phone' | 'code' | 'done';
  phone: string;
  placeholder: string;
  phoneError: string | undefined;
  code: string;
  codeError: string | undefined;
  networkError: string | undefined;
  /** A call is in flight: the submit button is disabled and a second submit is ignored. */
  busy: boolean;
  buttonLabel: string;
  focusCodeKey: number;
  /** The code step can retry the last check (after a network error with a full code). */
  canRetryCode: boolean;
}

/** The login screens' model: what PhoneStep and CodeStep render. */
/** The step each state shows (\`shownState\`; else the phone). */
const STEPS = [
  ['loggedIn', 'done'],
  ['code', 'code'],
  ['checking', 'code'],
] as const;

export function loginView(snapshot: LoginSnapshot): LoginView {
  const { context } = snapshot;
  const step = shownState(snapshot, STEPS, 'phone');
  return {
    step,
    phone: context.phone,
    placeholder: PHONE_PLACEHOLDER[context.country],
    phoneError: context.phoneError,
    code: context.code,
    codeError: context.codeError,
    networkError: context.networkError,
    busy: snapshot.hasTag('busy'),
    buttonLabel: LOGIN_TEXTS.getCode,
    focusCodeKey: context.focusCodeKey,
    canRetryCode: snapshot.matches('code') && context.networkError !== undefined && context.code.length === 4,
  };
}

export const loginViewEquals = (a: LoginView, b: LoginView) => (Object.keys(a) as Array<keyof LoginView>).every((key) => a[key] === b[key]);

/** The login model and its handlers: a view never builds an event. */
export interface LoginConnect extends LoginView {
  changePhone: (value: string) => void;
  submitPhone: () => void;
  editPhone: () => void;
  changeCode: (value: string) => void;
  resendCode: () => void;
  /** Present only when the code step can retry the last check. */
  retry: (() => void) | undefined;
}

export function connectLogin(snapshot: LoginSnapshot, send: (event: LoginEvent) => void): LoginConnect {
  const view = loginView(snapshot);
  return {
    ...view,
    changePhone: (value) => send({ type: 'PHONE.CHANGE', value }),
    submitPhone: () => send({ type: 'PHONE.SUBMIT' }),
    editPhone: () => send({ type: 'PHONE.EDIT' }),
    changeCode: (value) => send({ type: 'CODE.CHANGE', value }),
    resendCode: () => send({ type: 'CODE.RESEND' }),
    retry: view.canRetryCode ? () => send({ type: 'RETRY' }) : undefined,
  };
}
