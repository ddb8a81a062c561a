import { ERROR_MESSAGES } from '../domain/messages';

/** The API layer's user-facing texts, from the one messages module. */
export const TEXTS = {
  unknown: ERROR_MESSAGES.unknown,
  network: ERROR_MESSAGES.network,
  timeout: ERROR_MESSAGES.timeout,
  malformed: ERROR_MESSAGES.malformed,
  unauthorized: ERROR_MESSAGES.unauthorized,
  captcha: ERROR_MESSAGES.captcha,
};
