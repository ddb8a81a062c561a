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

/** Landing texts. The spec names the blocks, not their words: all ours, in the product's voice. */
export const LANDING_TEXTS = {
  heroTitle: {
    standard: 'Готовое здоровое питание с доставкой',
    wowfood: 'wowfood — вкусно каждый день',
    day: 'Попробуйте рацион на один день',
    detox: 'Детокс-программа на 2 дня',
    superdetox: 'Супердетокс: перезагрузка за несколько дней',
    '21': 'Фит-21: перезагрузка за три недели',
    subscription: 'Подписка на здоровое питание',
    poll: 'Подберём рацион под вашу цель',
    local: 'Здоровое питание рядом с домом',
    longate: 'Продлите свой рацион',
    'one-more': 'Ещё один заказ — со скидкой',
    'wowfood-subscription': 'Подписка wowfood',
    'wowfood-longate': 'Продлите рацион wowfood',
    'wowfood-one-more': 'Ещё один заказ wowfood',
    transfland: 'Здоровое питание в приложении',
    gift: 'Подарите здоровое питание',
  },
  heroText: 'Свежие рационы от 1100 до 2500 ккал в день. Привезём утром или вечером, вам остаётся только открыть контейнер.',
  formTitle: 'Оформите заказ за минуту',
  howItWorksTitle: 'Как это работает',
  howItWorks: [
    { title: 'Выберите цель', text: 'Похудеть, перестать готовить или держать форму — рацион подберём под вас.' },
    { title: 'Оставьте телефон', text: 'Подтвердите номер кодом из СМС — заказ создан.' },
    { title: 'Получите доставку', text: 'Курьер привезёт еду на 1–2 дня вперёд в удобный интервал.' },
    { title: 'Ешьте и наслаждайтесь', text: 'Разогрейте блюдо за 2 минуты. Меню меняется каждый день.' },
  ],
  targetsTitle: 'Выберите цель',
  targets: {
    p1: { title: 'Похудеть', text: 'Сбалансированный дефицит калорий без чувства голода.' },
    p2: { title: 'Не готовить', text: 'Полноценное питание на весь день, без плиты и магазинов.' },
    p3: { title: 'Быть в форме', text: 'Больше белка для активного образа жизни и спорта.' },
  },
  dishes: (n: number) => `${n} ${n === 1 ? 'блюдо' : n < 5 ? 'блюда' : 'блюд'} в день`,
  kcal: (n: number) => `${n} ккал`,
  trialFrom: (price: string) => `Пробный день — ${price}`,
  choose: 'Выбрать',
  chosen: 'Выбрано',
  plansTitle: 'Меню и цены',
  plansLoading: 'Загружаем меню…',
  plansError: 'Не удалось загрузить меню.',
  perDay: 'в день',
  faqTitle: 'Частые вопросы',
  faq: [
    { q: 'Как часто вы привозите еду?', a: 'Раз в два дня: утром с 07:00 до 12:00 или вечером с 18:00 до 23:00.' },
    { q: 'Можно ли заменить блюда?', a: 'Да, меню линеек Fit, Super Fit, Balance и Daily можно настроить в личном кабинете.' },
    { q: 'Как оплатить заказ?', a: 'Картой на сайте, через СБП по QR-коду или наличными курьеру.' },
    { q: 'Можно ли поставить доставку на паузу?', a: 'Да, подписку можно заморозить в личном кабинете на нужные даты.' },
  ],
  reviewsTitle: 'Отзывы',
  reviews: [
    { name: 'Мария', text: 'За месяц минус 4 кг, и ни разу не было ощущения диеты. Особенно нравятся завтраки.' },
    { name: 'Алексей', text: 'Перестал тратить вечера на готовку. Доставка всегда вовремя, курьеры вежливые.' },
    { name: 'Ольга', text: 'Беру рацион на 1400 ккал уже полгода. Меню не надоедает, порции честные.' },
  ],
  lastCallTitle: 'Начните питаться правильно уже завтра',
  lastCallText: 'Первая доставка — на следующий день после заказа.',
  lastCallButton: 'Оформить заказ',
} as const;

export const LEAVE_BANNER_OFFERS = {
  // ours: the banner's texts around the spec's button labels.
  heading: 'Подождите, у нас есть для вас скидка',
  trialOffer: 'Скидка 10% на меню на день',
  firstOrderOffer: 'Дополнительные 5% скидки на первый заказ',
  endsIn: (time: string) => `Предложение действует ещё ${time}`,
} as const;
