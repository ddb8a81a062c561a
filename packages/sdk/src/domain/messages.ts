/**
 * Every user-facing Russian text of the SDK, in one module. Texts from the spec are verbatim
 * (including its spelling); texts the spec does not give are marked `// ours`.
 */

export const PHONE_MESSAGES = {
  /** order-funnel §5: the five empty-phone messages, by where they are used. */
  createOrder: 'Введите телефон чтобы мы могли создать заказ',
  createOrderComma: 'Введите телефон, чтобы мы могли создать заказ',
  please: 'Пожалуйста, введите телефон',
  editMenu: 'Введите телефон для начала редактирования меню',
  contact: 'Введите телефон для связи с вами',
  // ours: a phone that is complete but cannot be a mobile number of the country.
  invalidRu: 'Номер должен начинаться с +7 9 или с кода города',
  invalidBy: 'Код оператора: 29, 25, 44 или 33',
} as const;

export const LOGIN_TEXTS = {
  phoneHeading: 'Введите свой номер телефона',
  codeHeading: 'Введите проверочный код',
  getCode: 'Получить код',
  order: 'Заказать',
  orderGift: 'Заказать подарок',
  customMenu: 'Собрать своё меню',
  wrongCode: 'Вы ввели неверный пароль',
  // ours:
  phoneLabel: 'Телефон',
  codeLabel: 'Код из СМС',
  editPhone: 'Изменить номер',
  resend: 'Отправить код ещё раз',
  resendIn: (seconds: number) => `Отправить код ещё раз через ${seconds} с`,
  codeRequired: 'Введите код из СМС',
  legal: 'Нажимая кнопку, вы соглашаетесь с условиями оферты и даёте согласие на обработку персональных данных:',
  offer: 'оферта',
  consent: 'согласие на обработку персональных данных',
  retry: 'Повторить',
  logout: 'Выйти',
} as const;

export const PROFILE_MESSAGES = {
  firstName: 'Введите имя',
  lastName: 'Введите фамилию',
  emailCheck: 'Проверьте правильность email',
  emailInvalid: 'Неверно указан email',
} as const;

export const ERROR_MESSAGES = {
  unknown: 'Произошла неизвестная ошибка. Попробуйте позже',
  orderNotReady: 'станет доступно через 10 секунд',
  longationStatus: 'order for longation should be in status 1',
  // ours:
  network: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз',
  malformed: 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже',
  unauthorized: 'Сессия закончилась. Войдите снова',
  captcha: 'Подтвердите, что вы не робот, и попробуйте ещё раз',
} as const;

export const PAYMENT_MESSAGES = {
  default: 'Извините, произошла ошибка при попытке оплаты',
  cardForm: 'Ошибка, проверьте правильность ввода карты и попробуйте еще раз',
  cryptogram: 'Ошибка. Проверьте правильность ввода карты',
  qrFailedTitle: (amount: string) => `Не прошла оплата ${amount} ₽`,
  qrFailedText: 'Вы отменили оплату в приложении банка или что-то пошло не так.',
  cashWithDrinks: 'Оплата наличными недоступна при добавлении напитков',
} as const;

export const PROMO_MESSAGES = {
  applied: 'Ваш промокод применён',
  appliedShort: 'Промокод применен',
  failed: 'Промокод нельзя применить к данному заказу',
} as const;

export const ADDRESS_MESSAGES = {
  typeAddress: 'Введите адрес ...',
  chooseAddress: 'Выберите адрес',
  nothingFound: 'Ничего не найдено',
  notFound: 'Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную',
  unavailable: 'Этот адрес недоступен',
  unavailableForLine: 'Этот адрес недоступен для выбранной линейки',
  unavailableForOrder: 'Этот адрес недоступен для выбраннного заказа',
  unavailableForDelivery: 'Этот адрес недоступен для выбранной доставки',
  outsideZone: 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время',
} as const;

export const TOASTS = {
  newAddressSaved: 'Новый адрес сохранен. Адрес доставки изменен.',
  addressChanged: 'Адрес доставки изменен',
  deliveryConfirmed: 'Ваша доставка подтверждена',
  deliveryTimeChanged: 'Время доставки успешно изменено.',
  settingsApplied: 'Настройки применены',
  orderCancelled: 'Ваш заказ успешно отменён',
} as const;

export const CHECKOUT_TEXTS = {
  finishOrder: 'Завершите оформление заказа',
  loseMenuChanges: 'Вы потеряете некоторые изменения меню',
  moveDelivery: 'Хотите перенести доставку?',
} as const;

export const LEAVE_BANNER_TEXTS = {
  refuseDiscount: 'Отказаться от скидки',
  getDiscount: 'Получить скидку',
  orderTrialDay: 'Заказать меню на день',
} as const;

export const FUNNEL_TEXTS = {
  // ours: the phone button while the 15-second countdown after an order runs.
  orderIn: (seconds: number) => `Заказать через ${seconds} с`,
  // ours: no plan chosen yet on the landing.
  choosePlan: 'Выберите меню, чтобы оформить заказ',
} as const;

export const AB_TEST_MESSAGES = {
  // ours (personal-cabinet §5 asks for a Russian error, without the text):
  probabilitiesSum: (name: string, sum: number) => `A/B-тест «${name}»: сумма вероятностей вариантов должна быть равна 1, сейчас ${sum}`,
  duplicateKeys: (name: string, key: string) => `A/B-тест «${name}»: ключ варианта «${key}» повторяется, ключи должны быть уникальными`,
  noVariations: (name: string) => `A/B-тест «${name}»: нужен хотя бы один вариант`,
  badProbability: (name: string, key: string) => `A/B-тест «${name}»: вероятность варианта «${key}» должна быть числом от 0 до 1`,
} as const;
