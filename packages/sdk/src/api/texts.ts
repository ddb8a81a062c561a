/** The API layer's user-facing texts (the spec's where it has them). */
export const TEXTS = {
  /** Spec §8: status above 404 without a server message. */
  unknown: 'Произошла неизвестная ошибка. Попробуйте позже',
  // not in the spec: the texts below are ours.
  network: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз',
  malformed: 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже',
  unauthorized: 'Сессия закончилась. Войдите снова',
  captcha: 'Подтвердите, что вы не робот, и попробуйте ещё раз',
} as const;
