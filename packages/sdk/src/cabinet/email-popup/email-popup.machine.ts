import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import type { EmailPopupResponse } from '../../api/schemas/email-popup';
import { validateEmail } from '../../domain/validation';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { EmailPopupStateValue } from '../../machine-states';
import type { EmailPopupInput, EmailPopupContext, EmailPopupEvent } from './email-popup.types';
export type * from './email-popup.types';

/**
 * The cabinet's e-mail popup (personal-cabinet §3 "Email popup: popup, timeToShow", §5 "loads only
 * for clients with a phone", §7 `email-fill-popup` GET and POST). `checking` (only with a phone;
 * otherwise `off` at once) → `waiting` `timeToShow` seconds → `open` (EMAIL edits, SUBMIT validates
 * then `saving` with withPromocode) → `done` (the promo code, if any) | back to `open` with the
 * error; CLOSE → `off` ('Не сейчас' is remembered for the day). A failed GET is nothing to ask: `off`, never an error on screen.
 */

export const EMAIL_POPUP_TEXTS = { saveFailed: 'Не удалось сохранить e-mail. Попробуйте ещё раз' };

export const emailPopupLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as EmailPopupContext, events: {} as EmailPopupEvent, input: {} as EmailPopupInput },
  actors: {
    load: fromPromise<EmailPopupResponse>(() =>
      Promise.reject(new Error('emailPopup: actor "load" is not provided (use provideEmailPopup)')),
    ),
    save: fromPromise<{ promocode: string | undefined }, { email: string; withPromocode: boolean }>(() =>
      Promise.reject(new Error('emailPopup: actor "save" is not provided (use provideEmailPopup)')),
    ),
  },
  delays: { timeToShow: ({ context }) => context.timeToShowMs },
  guards: {
    hasPhone: ({ context }) => context.hasPhone,
    hasPopup: (_, params: { response: EmailPopupResponse }) => params.response.popup !== null,
    emailValid: ({ context }) => validateEmail(context.email, { required: true }).ok,
  },
  actions: {
    setLoaded: assign((_, params: { response: EmailPopupResponse }) => ({
      popup: params.response.popup ?? undefined,
      timeToShowMs: Math.max(0, params.response.timeToShow) * 1000,
    })),
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, error: undefined })),
    showProblem: assign(({ context }) => {
      const result = validateEmail(context.email, { required: true });
      return { error: result.ok ? undefined : result.message };
    }),
    setSaved: assign((_, params: { promocode: string | undefined }) => ({ promocode: params.promocode, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, EMAIL_POPUP_TEXTS.saveFailed) })),
    /** Provided: 'Не сейчас' is remembered for the day, so the next cabinet page does not ask again. */
    rememberClosed: () => undefined,
  },
}).createMachine({
  id: 'emailPopup',
  context: ({ input }) => ({
    hasPhone: input.hasPhone,
    popup: undefined,
    timeToShowMs: 0,
    email: '',
    error: undefined,
    promocode: undefined,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasPhone', target: 'checking' }, { target: 'off' }] },
    checking: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'hasPopup', params: ({ event }) => ({ response: event.output }) },
            target: 'waiting',
            actions: { type: 'setLoaded', params: ({ event }) => ({ response: event.output }) },
          },
          { target: 'off' },
        ],
        onError: 'off',
      },
    },
    waiting: { after: { timeToShow: 'open' } },
    open: {
      tags: ['open'],
      on: {
        EMAIL: { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        SUBMIT: [{ guard: 'emailValid', target: 'saving' }, { actions: 'showProblem' }],
        CLOSE: { target: 'off', actions: 'rememberClosed' },
      },
    },
    saving: {
      tags: ['open', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          email: validateEmail(context.email).ok ? context.email.trim() : '',
          withPromocode: context.popup?.withPromocode ?? false,
        }),
        onDone: { target: 'done', actions: { type: 'setSaved', params: ({ event }) => ({ promocode: event.output.promocode }) } },
        onError: { target: 'open', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { tags: ['open', 'done'], on: { CLOSE: 'off' } },
    off: { type: 'final' },
  },
});

/** The emailPopup machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface EmailPopupMachine extends PublicMachine<
  EmailPopupContext,
  EmailPopupEvent,
  EmailPopupStateValue,
  { input: EmailPopupInput }
> {}
export const emailPopupMachine: EmailPopupMachine = emailPopupLogic;
