/**
 * The settings and cards screens' texts (personal-cabinet §2.1 settings, §2.6). §8 gives no text
 * for a saved profile or a card change: the texts marked "ours" are our choice (machines' READMEs).
 */
export const SETTINGS_TEXTS = {
  title: 'Настройки',
  profileTitle: 'Личные данные',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'E-mail',
  birthday: 'Дата рождения',
  gender: 'Пол',
  male: 'Мужской',
  female: 'Женский',
  genderUnset: 'Не указан',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  /** Ours. */
  saved: 'Изменения сохранены',
  /** Ours. */
  noChanges: 'Изменений нет',
  loading: 'Загружаем ваши данные…',
  loadFailed: 'Не удалось загрузить ваши данные',
  saveFailed: 'Не удалось сохранить изменения',
  birthdayInvalid: 'Проверьте дату рождения',
  emailHint: 'Пустой e-mail не сохраняется: прежний адрес останется',
  offerTitle: 'Договор оферты',
  offerText: 'Мы обновили условия договора оферты. Пожалуйста, ознакомьтесь с ними и подтвердите согласие.',
  offerAccept: 'Принимаю',
  offerDecline: 'Не принимаю',
};

export const CARD_TEXTS = {
  title: 'Банковские карты',
  loading: 'Загружаем карты…',
  loadFailed: 'Не удалось загрузить карты',
  empty: 'У вас нет сохранённых карт. Карта сохраняется при оплате заказа.',
  active: 'Основная карта',
  makeActive: 'Сделать основной',
  delete: 'Удалить',
  kindCard: 'Банковская карта',
  kindExternal: 'Внешняя карта',
  kindRecurrent: 'Карта для автоплатежей',
  confirmTitle: 'Удалить карту?',
  confirmText: (mask: string) => `Карта ${mask} больше не будет доступна для оплаты.`,
  confirmDelete: 'Удалить карту',
  confirmCancel: 'Оставить',
  /** Ours. */
  deleted: 'Карта удалена',
  /** Ours. */
  activated: 'Основная карта изменена',
  actionFailed: 'Не удалось изменить карты',
};
