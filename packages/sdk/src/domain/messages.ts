/**
 * Every user-facing Russian text of the SDK, in one module (order-funnel §2, §4, §5, §8 and
 * personal-cabinet §2, §4, §5, §8). Texts from the spec are verbatim, including its spelling and
 * punctuation ('выбраннного', 'еще', 'применен'). Texts the spec does not give but a screen needs
 * are marked `// not in the spec`.
 *
 * Each text is a named constant; the grouped objects below (PHONE_MESSAGES, LOGIN_TEXTS, ...) hold
 * the same strings for screens that prefer one import per area.
 */

import { formatAmount, formatCount } from './money';

// ---------------------------------------------------------------------------------------------
// Phone (order-funnel §5, personal-cabinet §5)
// ---------------------------------------------------------------------------------------------

export const PHONE_EMPTY_CREATE_ORDER = 'Введите телефон чтобы мы могли создать заказ';
export const PHONE_EMPTY_CREATE_ORDER_COMMA = 'Введите телефон, чтобы мы могли создать заказ';
export const PHONE_PLEASE = 'Пожалуйста, введите телефон';
export const PHONE_EMPTY_EDIT_MENU = 'Введите телефон для начала редактирования меню';
export const PHONE_EMPTY_CONTACT = 'Введите телефон для связи с вами';
// not in the spec: a complete number that cannot be a number of the country.
export const PHONE_INVALID_RU = 'Номер должен начинаться с +7 9 или с кода города';
// not in the spec:
export const PHONE_INVALID_BY = 'Код оператора: 29, 25, 44 или 33';
// not in the spec: the field's label.
export const PHONE_LABEL = 'Телефон';

// ---------------------------------------------------------------------------------------------
// Login and funnel screens (order-funnel §2, §4)
// ---------------------------------------------------------------------------------------------

export const PHONE_HEADING = 'Введите свой номер телефона';
export const CODE_HEADING = 'Введите проверочный код';
export const GET_CODE = 'Получить код';
export const ORDER_BUTTON = 'Заказать';
export const ORDER_GIFT_BUTTON = 'Заказать подарок';
export const CUSTOM_MENU_BUTTON = 'Собрать своё меню';
// not in the spec:
export const LEGAL_TEXT = 'Нажимая кнопку, вы соглашаетесь с условиями оферты и даёте согласие на обработку персональных данных';
// not in the spec: the link labels of the legal text.
export const LEGAL_OFFER_LINK = 'оферта';
export const LEGAL_CONSENT_LINK = 'согласие на обработку персональных данных';
// not in the spec:
export const LOGOUT = 'Выйти';
export const EDIT_PHONE = 'Изменить номер';
export const RESEND_CODE = 'Отправить код ещё раз';
export const resendCodeIn = (seconds: number): string => `Отправить код ещё раз через ${seconds} с`;
export const RETRY = 'Повторить';
export const TRY_AGAIN = 'Попробовать ещё раз';
export const CLOSE = 'Закрыть';
export const CANCEL = 'Отмена';
export const CONFIRM = 'Подтвердить';

// ---------------------------------------------------------------------------------------------
// SMS code (order-funnel §5)
// ---------------------------------------------------------------------------------------------

export const WRONG_CODE = 'Вы ввели неверный пароль';
// not in the spec (personal-cabinet §8: SMS code error texts not shown):
export const CODE_LABEL = 'Код из СМС';
export const CODE_REQUIRED = 'Введите код из СМС';
export const CODE_INVALID = 'Код состоит из 4 цифр';

// ---------------------------------------------------------------------------------------------
// Profile: name and e-mail (order-funnel §5, personal-cabinet §5)
// ---------------------------------------------------------------------------------------------

export const FIRST_NAME_REQUIRED = 'Введите имя';
export const LAST_NAME_REQUIRED = 'Введите фамилию';
// not in the spec: its rule (letters and spaces only) said in words.
export const NAME_LETTERS_ONLY = 'Можно только буквы и пробелы, без дефисов и цифр: например, «Анна Мария»';
// not in the spec: a number of the other country pasted into the phone field (issue 12, defect 12).
export const PHONE_FOREIGN = {
  by: 'Это номер из Беларуси. Для доставки в этом городе введите российский номер: +7 (XXX) XXX-XX-XX или выберите Минск',
  ru: 'Это российский номер. Для доставки в Минске введите белорусский номер: +375 (XX) XXX-XX-XX',
  // The same where no city can be chosen (a login step).
  byNoCityChoice: 'Это номер из Беларуси. Для доставки в этом городе введите российский номер: +7 (XXX) XXX-XX-XX',
};
export const EMAIL_CHECK = 'Проверьте правильность email';
export const EMAIL_INVALID = 'Неверно указан email';
// not in the spec: labels.
export const FIRST_NAME_LABEL = 'Имя';
export const LAST_NAME_LABEL = 'Фамилия';
export const EMAIL_LABEL = 'Email';

// ---------------------------------------------------------------------------------------------
// Card form (order-funnel §5: rules without texts)
// ---------------------------------------------------------------------------------------------

// not in the spec:
export const CARD_NUMBER_INVALID = 'Проверьте номер карты';
export const CARD_EXPIRY_INVALID = 'Проверьте срок действия карты';
export const CARD_EXPIRY_MONTH = 'Месяц срока действия — от 01 до 12';
export const CARD_EXPIRED = 'Срок действия карты истёк';
export const CARD_CVV_INVALID = 'Проверьте CVV';
export const CARD_NAME_INVALID = 'Введите имя владельца латинскими буквами';
export const CARD_NUMBER_LABEL = 'Номер карты';
export const CARD_EXPIRY_LABEL = 'ММ/ГГ';
export const CARD_CVV_LABEL = 'CVV';
export const CARD_NAME_LABEL = 'Имя владельца';

// ---------------------------------------------------------------------------------------------
// Promocode (order-funnel §5, §8)
// ---------------------------------------------------------------------------------------------

export const PROMO_APPLIED = 'Ваш промокод применён';
export const PROMO_APPLIED_SHORT = 'Промокод применен';
export const PROMO_FAILED = 'Промокод нельзя применить к данному заказу';
// not in the spec:
export const PROMO_LABEL = 'Промокод';
export const PROMO_APPLY = 'Применить';

// ---------------------------------------------------------------------------------------------
// Address (order-funnel §5, §8, personal-cabinet §5, §8)
// ---------------------------------------------------------------------------------------------

export const ADDRESS_TYPE_HINT = 'Введите адрес ...';
export const ADDRESS_CHOOSE_HINT = 'Выберите адрес';
export const ADDRESS_NOTHING_FOUND = 'Ничего не найдено';
export const ADDRESS_NOT_FOUND = 'Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную';
export const ADDRESS_UNAVAILABLE = 'Этот адрес недоступен';
export const ADDRESS_UNAVAILABLE_FOR_LINE = 'Этот адрес недоступен для выбранной линейки';
export const ADDRESS_UNAVAILABLE_FOR_ORDER = 'Этот адрес недоступен для выбраннного заказа';
export const ADDRESS_UNAVAILABLE_FOR_DELIVERY = 'Этот адрес недоступен для выбранной доставки';
export const ADDRESS_OUTSIDE_ZONE = 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время';
// not in the spec:
export const ADDRESS_STREET_REQUIRED = 'Укажите улицу';
export const ADDRESS_HOUSE_REQUIRED = 'Укажите номер дома';
/** After a street-only suggestion: the field keeps the street and asks for the house (not in the spec). */
export const ADDRESS_HOUSE_PROMPT = 'Введите номер дома';
export const FLAT_INVALID = 'В номере квартиры допустимы буквы, цифры, дефис и скобки';
export const FLAT_LABEL = 'Квартира';

/** Empty select list (personal-cabinet §2.6). */
export const SELECT_NOTHING_FOUND = 'Ничего не найдено :(';

// ---------------------------------------------------------------------------------------------
// Toasts (order-funnel §8, personal-cabinet §8)
// ---------------------------------------------------------------------------------------------

export const TOAST_NEW_ADDRESS_SAVED = 'Новый адрес сохранен. Адрес доставки изменен.';
export const TOAST_ADDRESS_CHANGED = 'Адрес доставки изменен';
export const TOAST_DELIVERY_CONFIRMED = 'Ваша доставка подтверждена';
export const TOAST_DELIVERY_TIME_CHANGED = 'Время доставки успешно изменено.';
export const TOAST_SETTINGS_APPLIED = 'Настройки применены';
export const TOAST_ORDER_CANCELLED = 'Ваш заказ успешно отменён';

// ---------------------------------------------------------------------------------------------
// Payment (order-funnel §8)
// ---------------------------------------------------------------------------------------------

export const PAYMENT_ERROR = 'Извините, произошла ошибка при попытке оплаты';
export const PAYMENT_CARD_FORM_ERROR = 'Ошибка, проверьте правильность ввода карты и попробуйте еще раз';
export const PAYMENT_CRYPTOGRAM_ERROR = 'Ошибка. Проверьте правильность ввода карты';
export const CASH_WITH_DRINKS = 'Оплата наличными недоступна при добавлении напитков';
/** SBP (QR) failure modal title: 'Не прошла оплата {amount} ₽'. A number is grouped like money. */
export const sbpFailedTitle = (amount: number | string): string =>
  `Не прошла оплата ${typeof amount === 'number' ? formatAmount(amount) : amount}\u00a0₽`;
export const SBP_FAILED_TEXT = 'Вы отменили оплату в приложении банка или что-то пошло не так.';
/** ours: the SBP start's answer was lost or unreadable — nothing is known to have failed, 'try again' asks (issue 36). */
export const SBP_UNKNOWN_TITLE = 'Не удалось открыть оплату через СБП';
/** Tip payment failure (personal-cabinet §8). */
export const TIP_PAYMENT_ERROR = 'Произошла ошибка. Обратитесь к администратору';
// not in the spec: SBP screens (order-funnel §2 describes them without texts).
export const SBP_CHOOSE_BANK = 'Выберите банк';
export const SBP_CHOOSE_ANOTHER_BANK = 'Выбрать другой банк';
export const SBP_WAITING = 'Ждём ответа от банка';
export const SBP_SCAN_QR = 'Отсканируйте QR-код камерой телефона';
export const SBP_OPEN_BANK_APP = 'Или откройте приложение банка и оплатите по QR-коду';
export const SBP_ALLOW_AUTOPAY = 'Чтобы подписка оплачивалась автоматически, разрешите в приложении банка неподтверждённые переводы';
export const PAY = 'Оплатить';
export const payAmount = (amount: string): string => `Оплатить ${amount}`;

// ---------------------------------------------------------------------------------------------
// Checkout (order-funnel §4)
// ---------------------------------------------------------------------------------------------

export const FINISH_ORDER = 'Завершите оформление заказа';
export const LOSE_MENU_CHANGES = 'Вы потеряете некоторые изменения меню';
export const MOVE_DELIVERY = 'Хотите перенести доставку?';
export const MORNING = 'Утро';
export const EVENING = 'Вечер';

// ---------------------------------------------------------------------------------------------
// Leave banner (order-funnel §4)
// ---------------------------------------------------------------------------------------------

export const REFUSE_DISCOUNT = 'Отказаться от скидки';
export const GET_DISCOUNT = 'Получить скидку';
export const ORDER_TRIAL_DAY = 'Заказать меню на день';

// ---------------------------------------------------------------------------------------------
// Cabinet modals (personal-cabinet §2.6)
// ---------------------------------------------------------------------------------------------

export const DOWNLOAD_APP = 'Скачать приложение';
export const NOT_NOW = 'Спасибо, в другой раз';
export const ACCEPT_OFFER = 'Принимаю';
export const DECLINE_OFFER = 'Не принимаю';
export const CHOOSE_PREFERENCES = 'Выбрать предпочтения';

// ---------------------------------------------------------------------------------------------
// Errors (order-funnel §8, personal-cabinet §8)
// ---------------------------------------------------------------------------------------------

export const UNKNOWN_ERROR = 'Произошла неизвестная ошибка. Попробуйте позже';
export const ORDER_NOT_READY = 'станет доступно через 10\u00a0секунд';
/**
 * The gate's message as the form shows it (ours around the spec's words): a sentence, and the seconds
 * left count down (issue 30: 'станет доступно через 10 секунд' was a lowercase fragment without a
 * countdown). At 10 it ends with the spec's text verbatim.
 */
export const orderNotReadyIn = (seconds: number): string =>
  `Оформление заказа ${ORDER_NOT_READY.replace('10\u00a0секунд', formatCount(seconds, ['секунду', 'секунды', 'секунд']))}`;
/** A server text (English in the spec), kept verbatim for matching. */
export const LONGATION_STATUS_ERROR = 'order for longation should be in status 1';
/** A technical rejection text of the preload request (personal-cabinet §8). */
export const XHR_UNDEFINED = 'xhr is undefined';
// not in the spec:
export const NETWORK_ERROR = 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз';
export const TIMEOUT_ERROR = 'Сервер не ответил вовремя. Попробуйте ещё раз';
export const MALFORMED_RESPONSE = 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже';
export const SESSION_EXPIRED = 'Сессия закончилась. Войдите снова';
export const CAPTCHA_REQUIRED = 'Подтвердите, что вы не робот, и попробуйте ещё раз';
export const NOT_FOUND_TITLE = 'Страница не найдена';
export const TO_HOME = 'На главную';

// ---------------------------------------------------------------------------------------------
// Groups (the same strings)
// ---------------------------------------------------------------------------------------------

export const PHONE_MESSAGES = {
  /** order-funnel §5: the five empty-phone messages, by where they are used. */
  createOrder: PHONE_EMPTY_CREATE_ORDER,
  createOrderComma: PHONE_EMPTY_CREATE_ORDER_COMMA,
  please: PHONE_PLEASE,
  editMenu: PHONE_EMPTY_EDIT_MENU,
  contact: PHONE_EMPTY_CONTACT,
  // not in the spec:
  invalidRu: PHONE_INVALID_RU,
  invalidBy: PHONE_INVALID_BY,
};

export const TOO_MANY_ATTEMPTS = 'Слишком много попыток. Попробуйте через минуту';

export const LOGIN_TEXTS = {
  phoneHeading: PHONE_HEADING,
  codeHeading: CODE_HEADING,
  getCode: GET_CODE,
  order: ORDER_BUTTON,
  orderGift: ORDER_GIFT_BUTTON,
  customMenu: CUSTOM_MENU_BUTTON,
  wrongCode: WRONG_CODE,
  // not in the spec:
  phoneLabel: PHONE_LABEL,
  codeLabel: CODE_LABEL,
  editPhone: EDIT_PHONE,
  resend: RESEND_CODE,
  resendIn: resendCodeIn,
  codeRequired: CODE_REQUIRED,
  /** Followed by the two links, hence the colon. */
  legal: `${LEGAL_TEXT}:`,
  offer: LEGAL_OFFER_LINK,
  consent: LEGAL_CONSENT_LINK,
  retry: RETRY,
  logout: LOGOUT,
  /** HTTP 429 on send-sms or login (not in the spec; see the login machine's README). */
  tooManyAttempts: TOO_MANY_ATTEMPTS,
};

export const PROFILE_MESSAGES = {
  firstName: FIRST_NAME_REQUIRED,
  lastName: LAST_NAME_REQUIRED,
  emailCheck: EMAIL_CHECK,
  emailInvalid: EMAIL_INVALID,
};

export const CARD_MESSAGES = {
  // not in the spec:
  number: CARD_NUMBER_INVALID,
  expiry: CARD_EXPIRY_INVALID,
  cvv: CARD_CVV_INVALID,
  name: CARD_NAME_INVALID,
};

export const ERROR_MESSAGES = {
  unknown: UNKNOWN_ERROR,
  orderNotReady: ORDER_NOT_READY,
  longationStatus: LONGATION_STATUS_ERROR,
  tipPayment: TIP_PAYMENT_ERROR,
  // not in the spec:
  network: NETWORK_ERROR,
  timeout: TIMEOUT_ERROR,
  malformed: MALFORMED_RESPONSE,
  unauthorized: SESSION_EXPIRED,
  captcha: CAPTCHA_REQUIRED,
};

export const PAYMENT_MESSAGES = {
  default: PAYMENT_ERROR,
  cardForm: PAYMENT_CARD_FORM_ERROR,
  cryptogram: PAYMENT_CRYPTOGRAM_ERROR,
  qrFailedTitle: (amount: string): string => sbpFailedTitle(amount),
  qrFailedText: SBP_FAILED_TEXT,
  cashWithDrinks: CASH_WITH_DRINKS,
};

export const PROMO_MESSAGES = {
  applied: PROMO_APPLIED,
  appliedShort: PROMO_APPLIED_SHORT,
  failed: PROMO_FAILED,
};

export const ADDRESS_MESSAGES = {
  typeAddress: ADDRESS_TYPE_HINT,
  chooseAddress: ADDRESS_CHOOSE_HINT,
  /** The suggestion list's empty text, shown and read alike (order-funnel §5 hints; the ':(' variant is the cabinet's select lists'). */
  nothingFound: ADDRESS_NOTHING_FOUND,
  notFound: ADDRESS_NOT_FOUND,
  unavailable: ADDRESS_UNAVAILABLE,
  unavailableForLine: ADDRESS_UNAVAILABLE_FOR_LINE,
  unavailableForOrder: ADDRESS_UNAVAILABLE_FOR_ORDER,
  unavailableForDelivery: ADDRESS_UNAVAILABLE_FOR_DELIVERY,
  outsideZone: ADDRESS_OUTSIDE_ZONE,
  // not in the spec:
  streetRequired: ADDRESS_STREET_REQUIRED,
  houseRequired: ADDRESS_HOUSE_REQUIRED,
  housePrompt: ADDRESS_HOUSE_PROMPT,
  flatInvalid: FLAT_INVALID,
};

export const TOASTS = {
  newAddressSaved: TOAST_NEW_ADDRESS_SAVED,
  addressChanged: TOAST_ADDRESS_CHANGED,
  deliveryConfirmed: TOAST_DELIVERY_CONFIRMED,
  deliveryTimeChanged: TOAST_DELIVERY_TIME_CHANGED,
  settingsApplied: TOAST_SETTINGS_APPLIED,
  orderCancelled: TOAST_ORDER_CANCELLED,
};

export const CHECKOUT_TEXTS = {
  /** ours (issue 36): SBP instead of waiting out the bank's 3-D Secure window. */
  payBySbpInstead: 'Оплатить через СБП',
  finishOrder: FINISH_ORDER,
  loseMenuChanges: LOSE_MENU_CHANGES,
  moveDelivery: MOVE_DELIVERY,
};

export const LEAVE_BANNER_TEXTS = {
  refuseDiscount: REFUSE_DISCOUNT,
  getDiscount: GET_DISCOUNT,
  orderTrialDay: ORDER_TRIAL_DAY,
};

export const CABINET_TEXTS = {
  downloadApp: DOWNLOAD_APP,
  notNow: NOT_NOW,
  acceptOffer: ACCEPT_OFFER,
  declineOffer: DECLINE_OFFER,
  choosePreferences: CHOOSE_PREFERENCES,
  selectNothingFound: SELECT_NOTHING_FOUND,
};

export const FUNNEL_TEXTS = {
  // not in the spec: the phone button while the 15-second countdown after an order runs.
  orderIn: (seconds: number): string => `Заказать через ${seconds} с`,
  // not in the spec: no plan chosen yet on the landing.
  choosePlan: 'Выберите меню, чтобы оформить заказ',
};

export const AB_TEST_MESSAGES = {
  // not in the spec (personal-cabinet §5 asks for a Russian error, without the text):
  probabilitiesSum: (name: string, sum: number) => `A/B-тест «${name}»: сумма вероятностей вариантов должна быть равна 1, сейчас ${sum}`,
  duplicateKeys: (name: string, key: string) => `A/B-тест «${name}»: ключ варианта «${key}» повторяется, ключи должны быть уникальными`,
  noVariations: (name: string) => `A/B-тест «${name}»: нужен хотя бы один вариант`,
  badProbability: (name: string, key: string) => `A/B-тест «${name}»: вероятность варианта «${key}» должна быть числом от 0 до 1`,
};

export { LANDING_TEXTS, LEAVE_BANNER_OFFERS } from './landing-texts';
