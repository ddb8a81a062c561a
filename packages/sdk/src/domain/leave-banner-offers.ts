/** The leave banner's offers (order-funnel §4), re-exported by `landing-texts.ts`. */
export const LEAVE_BANNER_OFFERS = {
  // not in the spec: the banner's texts around the spec's button labels.
  heading: 'Подождите, у нас есть для вас скидка',
  trialOffer: 'Скидка 10% на меню на день',
  firstOrderOffer: 'Дополнительные 5% скидки на первый заказ',
  // By the visitor's target (order-funnel §4 variants p1, p2, p3).
  targetOffer: {
    p1: 'Дополнительные 5% скидки на первый заказ рациона для похудения',
    p2: 'Дополнительные 5% скидки на первый заказ: питание на весь день без готовки',
    p3: 'Дополнительные 5% скидки на первый заказ рациона, чтобы держать форму',
  },
  endsIn: (time: string) => `Предложение действует ещё ${time}`,
};
