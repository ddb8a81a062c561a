export const EMAIL_POPUP_VIEW_TEXTS = {
  label: 'Электронная почта',
  submit: 'Сохранить',
  later: 'Не сейчас',
  done: 'Спасибо! E-mail сохранён',
  promocode: (code: string) => `Ваш промокод: ${code}`,
  close: 'Закрыть',
};
