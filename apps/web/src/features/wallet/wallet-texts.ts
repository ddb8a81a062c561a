// not in the spec: the words of the wallet screen (the spec names the balances, not the screen's texts).
export const WALLET_TEXTS = {
  title: 'Баланс',
  loading: 'Загружаем баланс…',
  retry: 'Повторить',
  total: (amount: string) => `Всего на счёте: ${amount}`,
  history: 'История операций',
  empty: 'Операций пока нет. Бонусы и деньги на счёте появятся здесь после первого заказа.',
  more: 'Показать ещё',
};
