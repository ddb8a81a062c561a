/**
 * Names on the wire: cookies, headers and query parameters shared by the SDK, the app and the
 * sandbox. The spec does not name them; these are ours, kept in one place.
 */
export const COOKIES = {
  /** The client token (365 days). */
  clientToken: 'client_token',
  /** Where to return after login (1 day). */
  redirect: 'redirect_path',
  /** Front SMS token from the efst call (3 minutes). */
  efst: 'efst',
  /** Anti-captcha token set by QA; `no_captcha` switches captcha off. */
  anticaptcha: 'anticaptcha',
  noCaptcha: 'no_captcha',
  /** Sandbox/test clock: ISO date-time the backend treats as "now". */
  testTime: 'test_time',
  /** The customisation (marketing config) id from the `cmz` link parameter: a dimension of the menu calls (personal-cabinet §7). */
  cmz: 'cmz',
  city: 'city_id',
  cityConfirmed: 'city_confirmed',
} as const;

export const HEADERS = {
  clientToken: 'X-Client-Token',
  anticaptcha: 'X-Anticaptcha-Token',
  noCaptcha: 'X-No-Captcha',
  efst: 'X-Efst-Token',
  testTime: 'X-Test-Time',
  /** Charges and order creation: the same key gets the first answer (the sandbox honours it). */
  idempotencyKey: 'Idempotency-Key',
} as const;

export const QUERY = {
  anticaptcha: 'anticaptcha',
  noCaptcha: 'no_captcha',
  testTime: 'test_time',
  token: ['t', 'ct'],
} as const;
