/**
 * Every failure of an API call is an `ApiError` with a `kind` a machine can switch on and a
 * `userMessage` in Russian that a screen can show as is. Nothing else is thrown by the client.
 */
export type ApiErrorKind =
  /** HTTP status outside 2xx (after the 401/403 policy ran). */
  | 'http'
  /** 2xx with `success: false` (business error; `messages` are the server's texts). */
  | 'business'
  /** The response did not match the schema: a contract break, never a crash. */
  | 'validation'
  /** No response: offline, DNS, connection refused. Retryable. */
  | 'network'
  /** No response in time. Retryable. */
  | 'timeout'
  /** 401: the session is gone; the client already removed the token cookie if it still held the token this call was sent with. */
  | 'unauthorized'
  /** The server asked for a captcha and the retry with a captcha token failed too. */
  | 'captcha'
  /**
   * The caller aborted the call (its signal: an actor stopped, a screen unmounted). Not a
   * failure: nothing to show, nothing to retry. Machines never report it (see `fromCall`).
   */
  | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  call: string;
  message: string;
  userMessage: string;
  status?: number;
  code?: number;
  messages?: readonly string[];
  /** Dot path of the first invalid field (validation errors). */
  field?: string;
  data?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The endpoint name, e.g. `authentication/login`. */
  readonly call: string;
  /** Russian text for the user. */
  readonly userMessage: string;
  readonly status: number | undefined;
  readonly code: number | undefined;
  /** The server's own messages, in order. */
  readonly messages: readonly string[];
  readonly field: string | undefined;
  readonly data: unknown;
  /** The toast the error policy owes this failure, until it is sent or the caller shows the error in place. */
  #toast: (() => void) | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.call = init.call;
    this.userMessage = init.userMessage;
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages ?? [];
    this.field = init.field;
    this.data = init.data;
  }

  /**
   * The error policy's toast (§8: a status above 404 but 429), sent at the end of the current task
   * unless the caller shows this error in place first (`errorText`): a failure is said once, inline
   * where the screen has a place for it, else as a toast (issue 31: both used to show).
   */
  scheduleToast(toast: () => void): void {
    this.#toast = toast;
    setTimeout(() => {
      const pending = this.#toast;
      this.#toast = undefined;
      pending?.();
    }, 0);
  }

  /** The caller shows this error in place: no toast for it. */
  shownInPlace(): void {
    this.#toast = undefined;
  }

  /** Network and timeout failures can be retried as they are. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a call its caller aborted (and for a platform `AbortError`): not a failure. */
export function isAborted(error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'aborted';
  return error instanceof Error && error.name === 'AbortError';
}

/** A machine shows this error's own words in place (not through `errorText`): no toast for it as well. */
export function shownInPlace(error: unknown): void {
  if (isApiError(error)) error.shownInPlace();
}

/** The text to show for any error a machine caught; it is shown in place, so the client does not toast it too. */
export function errorText(error: unknown, fallback: string): string {
  // An unknown outcome is never said as a failure, whatever screen shows it (issue 36): pressing again asks.
  if (isEffectUnknown(error)) return EFFECT_UNKNOWN_TEXT;
  if (isApiError(error)) {
    error.shownInPlace();
    return error.userMessage || fallback;
  }
  return fallback;
}

/**
 * An effect whose outcome stays unknown after the backend was asked (`sendEffect`): the screen
 * says so ('Платёж обрабатывается…', 'Проверить оплату'), never 'failed'. `cause` is the call's error.
 */
export class EffectUnknownError extends Error {
  override readonly name = 'EffectUnknownError';
  constructor(
    readonly call: string,
    override readonly cause: unknown,
  ) {
    super(`${call}: outcome unknown`);
  }
}

export const isEffectUnknown = (error: unknown): error is EffectUnknownError => error instanceof EffectUnknownError;

/** What a screen says when an effect's outcome is not known (ours: the spec has no text). Never 'failed'. */
export const EFFECT_UNKNOWN_TEXT =
  'Не удалось узнать, прошёл ли запрос. Не начинайте заново: нажмите кнопку ещё раз — мы проверим, и повтор не создаст второй заказ и не спишет деньги дважды.';
