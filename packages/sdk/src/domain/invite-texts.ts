/**
 * The invite screen's and the partner pages' words (personal-cabinet §2.1 invite, /partner-invite).
 * The spec names the screens, not their texts: every text here is ours.
 */
export const INVITE_TEXTS = {
  title: 'Пригласить друга',
  loading: 'Загружаем приглашение…',
  loadFailed: 'Не удалось загрузить приглашение',
  lead: 'Поделитесь ссылкой с друзьями: выгодно и им, и вам.',
  linkLabel: 'Ваша ссылка для приглашения',
  copy: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную',
  friendTitle: 'Что получит друг',
  youTitle: 'Что получите вы',
  friendGets: (amount: string) => `Скидку ${amount} на первый заказ по вашей ссылке`,
  youGet: (amount: string) => `${amount} бонусами, когда друг получит первую доставку`,
  noLink: 'Ссылка для приглашения пока недоступна. Загляните сюда позже.',
};

export const PARTNER_TEXTS = {
  title: 'Приглашение партнёра',
  loading: 'Проверяем приглашение…',
  loadFailed: 'Не удалось проверить приглашение',
  invitation: (name: string) => `${name} приглашает вас`,
  accept: 'Принять приглашение',
  invalid: 'Приглашение не найдено. Проверьте ссылку или попросите партнёра прислать новую.',
  invitedTitle: 'Приглашение принято',
  invited: (name: string) => `Теперь вы клиент партнёра «${name}».`,
  hasInviteTitle: 'У вас уже есть приглашение',
  hasInvite: (name: string) => `Вы клиент партнёра «${name}».`,
  otherInvitation: (name: string) => `Чтобы принять приглашение «${name}», сначала отвяжите текущего партнёра.`,
  detach: 'Отвязать партнёра',
  detachTitle: 'Отвязать партнёра?',
  detachText: 'Скидки и подарки партнёра перестанут действовать.',
  detachConfirm: 'Отвязать',
  keep: 'Оставить',
  detached: 'Партнёр отвязан',
  none: 'У вас нет партнёра. Откройте ссылку-приглашение партнёра, чтобы принять его предложение.',
  loginNeeded: 'Войдите, чтобы принять приглашение',
  login: 'Войти',
};
