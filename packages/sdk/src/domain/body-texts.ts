/**
 * The body data section of the settings (personal-cabinet §3 client details, §7
 * `client-details/lifestyles`, `client-details/calculate`). The spec names the fields, not the
 * words: every text here is ours.
 */
export const BODY_TEXTS = {
  title: 'Параметры тела',
  height: 'Рост, см',
  weight: 'Вес, кг',
  purposeWeight: 'Желаемый вес, кг',
  lifestyle: 'Образ жизни',
  lifestyleUnset: 'Не выбран',
  heightInvalid: 'Укажите рост от 100 до 250\u00a0см',
  weightInvalid: 'Укажите вес от 30 до 300\u00a0кг',
  purposeWeightInvalid: 'Укажите желаемый вес от 30 до 300\u00a0кг',
  bmi: (value: string) => `Индекс массы тела: ${value}`,
  bmiHint: 'Считаем по росту и весу после сохранения',
  bmiFailed: 'Не удалось рассчитать индекс массы тела',
};
