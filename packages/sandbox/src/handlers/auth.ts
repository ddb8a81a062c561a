import type { HttpHandler } from 'msw';
import { fail, ok, route, type Sandbox } from '../route';
import { ensureClient, normalizePhone } from '../store';
import { prefsOf } from './preferences';

/** Documented test values: see the sandbox README. */
export const WRONG_CODE_MESSAGE = 'Вы ввели неверный пароль';
/** This phone asks for a captcha (`enable_captcha`) until a request carries a recaptchaToken. */
export const CAPTCHA_PHONE = '+79990000099';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
export const smsCodeFor = (phone: string) => digitsOf(phone).slice(-4);

function validPhone(phone: unknown): phone is string {
  if (typeof phone !== 'string') return false;
  const d = digitsOf(phone);
  return (d.length === 11 && d.startsWith('7')) || (d.length === 12 && /^375(29|25|44|33)/.test(d));
}

export function authHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'authentication/send-sms', ({ body }) => {
      if (!validPhone(body['phone'])) return fail(400, ['Пожалуйста, введите телефон']);
      const phone = normalizePhone(body['phone']);
      if (phone === CAPTCHA_PHONE && !body['recaptchaToken']) return ok({ success: false, messages: ['enable_captcha'] });
      store.smsSent.set(phone, (store.smsSent.get(phone) ?? 0) + 1);
      return ok();
    }),
    route(sandbox, 'POST', 'authentication/check-sms', ({ body }) => {
      const phone = typeof body['phone'] === 'string' ? body['phone'] : '';
      return body['code'] === smsCodeFor(phone) ? ok() : fail(400, [WRONG_CODE_MESSAGE]);
    }),
    route(sandbox, 'POST', 'authentication/login', ({ body }) => {
      if (!validPhone(body['phone'])) return fail(400, ['Пожалуйста, введите телефон']);
      const phone = normalizePhone(body['phone']);
      if (body['code'] !== smsCodeFor(phone)) return fail(400, [WRONG_CODE_MESSAGE]);
      const client = ensureClient(store, phone);
      // The login's profile carries the filter fields too (proposeFiltersChange: the login rule, handlers/preferences.ts).
      prefsOf(client);
      const token = `sandbox-token-${store.nextId()}`;
      store.tokens.set(token, client.phone);
      return ok({ client_token: token, profile: client.profile });
    }),
    route(sandbox, 'POST', 'authentication/logout', ({ request }) => {
      const token = request.headers.get('X-Client-Token');
      if (token) store.tokens.delete(token);
      return ok();
    }),
    route(sandbox, 'POST', 'authentication/check-token', ({ client }) => ok({ valid: client !== undefined })),
    route(sandbox, 'POST', 'efst', () => ok({ efst: `efst-${store.nextId()}` })),
  ];
}
