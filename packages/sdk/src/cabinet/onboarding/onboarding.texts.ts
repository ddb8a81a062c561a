// not in the spec: the hint panel's words.
export const ONBOARDING_TEXTS = {
  title: 'Подсказка',
  next: 'Следующая подсказка',
  back: 'Предыдущая подсказка',
  finish: 'Понятно',
  skip: 'Пропустить подсказки',
};
