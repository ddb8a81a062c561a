import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';

import { isApiError, errorText, shownInPlace } from '../../api/errors';

import { SMS_CODE_LENGTH } from '../../domain/constants';
import { ERROR_MESSAGES, LOGIN_TEXTS, PHONE_MESSAGES } from '../../domain/messages';
import { BELARUS_CITY_ID, DEFAULT_CITY_ID } from '../../domain/constants';
import {
  foreignPhoneCountry,
  formatPhoneInput,
  PHONE_PREFIX,
  phoneCountryForCity,
  validatePhone,
  type PhoneCountry,
} from '../../domain/phone';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { LoginStateValue } from '../../machine-states';
import type { LoginInput, LoginOutput, LoginContext, LoginEvent } from './login.types';
export type * from './login.types';

/**
 * Phone + SMS code login (order-funnel §2, §4, §5): used by /login, the funnel's /order/login and
 * the checkout's steps 1-2. See README.md beside this file.
 */

const digits = (value: string) => value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);

/** The wrong-code answer of `authentication/login`: a 400, or a 2xx with `success: false`. */
export function isWrongCodeError(error: unknown): boolean {
  return isApiError(error) && ((error.kind === 'http' && error.status === 400) || error.kind === 'business');
}

/** The text for a failure that is not a wrong code: 429 is a rate limit, the rest the client's text. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 429) return LOGIN_TEXTS.tooManyAttempts;
  return errorText(error, ERROR_MESSAGES.unknown);
}

/** A login step never has a city selector beside it (the landing's form is the funnel's). */
const check = (phone: string, country: PhoneCountry, emptyMessage?: string) =>
  validatePhone(phone, country, { cityChoice: false, ...(emptyMessage === undefined ? {} : { emptyMessage }) });

/** A number of the other country typed into `country`'s field, in its own country's mask; undefined for `country`'s own. */
function phoneOfOtherCountry(raw: string, country: PhoneCountry): { country: PhoneCountry; phone: string } | undefined {
  const other = foreignPhoneCountry(raw, country);
  if (!other) return undefined;
  // `country`'s mask gives a foreign number back as its digits ('+7 (375) 29' -> '+37529').
  const plain = formatPhoneInput(raw, country);
  return { country: other, phone: formatPhoneInput(plain, other) || PHONE_PREFIX[other] };
}

/**
 * The phone as typed and the country and city it is in: the visitor's, or the number's own country's
 * when the screen lets the number pick it (`numberPicksCountry`; the visitor's city when it is in that country).
 */
function placePhone(value: string, at: Pick<LoginContext, 'country' | 'cityId' | 'visitorCityId' | 'numberPicksCountry'>) {
  const other = at.numberPicksCountry ? phoneOfOtherCountry(value, at.country) : undefined;
  if (!other) return { phone: formatPhoneInput(value, at.country), country: at.country, cityId: at.cityId };
  const visitorCountry = phoneCountryForCity(at.visitorCityId);
  const cityId = other.country === visitorCountry ? at.visitorCityId : other.country === 'by' ? BELARUS_CITY_ID : DEFAULT_CITY_ID;
  return { phone: other.phone, country: other.country, cityId };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`login: actor "${name}" is not provided (use provideLogin)`));

export const loginLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    sendSms: fromPromise<void, { phone: string; cityId: number }>(notProvided('sendSms')),
    login: fromPromise<LoginOutput, { phone: string; code: string; cityId: number }>(notProvided('login')),
  },
  guards: {
    phoneIsValid: ({ context }) => check(context.phone, context.country).ok,
    /** The machine was started for a phone whose SMS is already sent. */
    phoneAlreadySent: ({ context }) => context.e164 !== undefined,
    codeIsFull: ({ context }) => context.code.length === SMS_CODE_LENGTH,
    codeIsComplete: (_, params: { value: string }) => digits(params.value).length === SMS_CODE_LENGTH,
    /** The server rejected the code itself: its wrong-code answer (400, or `success: false`). */
    isWrongCode: (_, params: { error: unknown }) => isWrongCodeError(params.error),
  },
  actions: {
    assignPhone: assign(({ context }, params: { value: string }) => ({
      ...placePhone(params.value, context),
      phoneError: undefined,
      networkError: undefined,
    })),
    acceptPhone: assign({
      e164: ({ context }) => {
        const result = check(context.phone, context.country);
        return result.ok ? result.e164 : undefined;
      },
      phoneError: undefined,
      networkError: undefined,
    }),
    rejectPhone: assign({
      phoneError: ({ context }) => {
        const result = check(context.phone, context.country, context.emptyMessage);
        return result.ok ? undefined : result.message;
      },
    }),
    assignCode: assign((_, params: { value: string }) => ({ code: digits(params.value), codeError: undefined, networkError: undefined })),
    clearCode: assign({ code: '', codeError: undefined, networkError: undefined }),
    rejectCode: assign(({ context }, params: { error: unknown }) => ({
      code: '',
      codeError: (shownInPlace(params.error), (isApiError(params.error) && params.error.messages[0]) || LOGIN_TEXTS.wrongCode),
      focusCodeKey: context.focusCodeKey + 1,
    })),
    showNetworkError: assign((_, params: { error: unknown }) => ({ networkError: failureText(params.error) })),
    assignResult: assign((_, params: { result: LoginOutput }) => ({ result: params.result })),
    /** The session takes the token and the profile. */
    handOver: ({ context }) => {
      if (context.session && context.result) context.session.send({ type: 'LOGGED_IN', ...context.result });
    },
    /** Goes to `next` (navigation port; provided). */
    goNext: () => undefined,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => {
    const visitor = { visitorCityId: input.cityId, numberPicksCountry: input.numberPicksCountry ?? false };
    const at = { ...visitor, cityId: input.cityId, country: phoneCountryForCity(input.cityId) };
    const { phone, country, cityId } = input.phone ? placePhone(input.phone, at) : { ...at, phone: '' };
    const checked = input.phone ? check(phone, country) : undefined;
    return {
      cityId,
      ...visitor,
      country,
      emptyMessage: input.emptyMessage ?? PHONE_MESSAGES.createOrderComma,
      phone,
      e164: checked?.ok ? checked.e164 : undefined,
      phoneError: undefined,
      code: '',
      codeError: undefined,
      networkError: undefined,
      focusCodeKey: 0,
      result: undefined,
      session: input.session,
      next: input.next,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'phoneAlreadySent', target: 'code' }, { target: 'phone' }],
    },
    phone: {
      on: {
        'PHONE.CHANGE': { actions: { type: 'assignPhone', params: ({ event }) => ({ value: event.value }) } },
        'PHONE.SUBMIT': [{ guard: 'phoneIsValid', target: 'sending', actions: 'acceptPhone' }, { actions: 'rejectPhone' }],
      },
    },
    sending: {
      tags: ['busy'],
      // A second submit while the SMS is being sent is ignored: no handler here.
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        input: ({ context }) => ({ phone: context.e164 ?? '', cityId: context.cityId }),
        onDone: { target: 'code', actions: 'clearCode' },
        onError: { target: 'phone', actions: { type: 'showNetworkError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    code: {
      on: {
        'CODE.CHANGE': [
          {
            guard: { type: 'codeIsComplete', params: ({ event }) => ({ value: event.value }) },
            target: 'checking',
            actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) },
          },
          { actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) } },
        ],
        'CODE.RESEND': { target: 'sending' },
        'PHONE.EDIT': { target: 'phone', actions: 'clearCode' },
        RETRY: { guard: 'codeIsFull', target: 'checking' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ phone: context.e164 ?? '', code: context.code, cityId: context.cityId }),
        onDone: { target: 'loggedIn', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          {
            guard: { type: 'isWrongCode', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: { type: 'rejectCode', params: ({ event }) => ({ error: event.error }) },
          },
          // Anything else keeps the typed code: RETRY checks it again.
          { target: 'code', actions: { type: 'showNetworkError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loggedIn: { type: 'final', entry: ['handOver', 'goNext'] },
  },
  output: ({ context }) => context.result as LoginOutput,
});

/** The login machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface LoginMachine extends PublicMachine<
  LoginContext,
  LoginEvent,
  LoginStateValue,
  { input: LoginInput; output: LoginOutput }
> {}
export const loginMachine: LoginMachine = loginLogic;
