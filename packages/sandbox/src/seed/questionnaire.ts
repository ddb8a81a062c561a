import type { Question } from '@mealflow/sdk/api';

/** A question: its options as id → text (in that order); required, no hint and no length limit unless said. */
const question = (
  id: string,
  kind: Question['kind'],
  title: string,
  options: Record<string, string>,
  { hint = null, required = true, maxLength = null }: Partial<Pick<Question, 'hint' | 'required' | 'maxLength'>> = {},
): Question => ({ id, kind, title, hint, options: Object.entries(options).map(([id, text]) => ({ id, text })), required, maxLength });

/**
 * The sandbox questionnaire (README "Questionnaire"): five questions of every kind. Sessions are
 * any string; a new id starts an empty session.
 */
export const QUESTIONS: Question[] = [
  question('goal', 'single', 'Какая у вас цель?', { slim: 'Похудеть', keep: 'Поддерживать форму', gain: 'Набрать массу' }),
  question('meals', 'single', 'Сколько раз в день вы едите?', { 3: '3 раза', 4: '4 раза', 5: '5 раз и больше' }),
  question(
    'exclude',
    'multiple',
    'Что исключить из меню?',
    { fish: 'Рыбу', milk: 'Молочное', nuts: 'Орехи', pork: 'Свинину' },
    {
      hint: 'Можно выбрать несколько вариантов или ничего',
      required: false,
    },
  ),
  question('activity', 'multiple', 'Чем вы занимаетесь?', { gym: 'Спортзал', run: 'Бег', yoga: 'Йога', office: 'Работаю в офисе' }),
  question(
    'wish',
    'text',
    'Что для вас важно в еде?',
    {},
    { hint: 'Например: без сахара, побольше овощей', required: false, maxLength: 300 },
  ),
];

export const FINAL_SCREEN = {
  title: 'Спасибо, мы подобрали для вас рацион',
  text: 'Скидка 10% на первый заказ по промокоду ниже. Расскажите, как с вами связаться, — поможем выбрать меню.',
  promocode: 'HEALTHY10',
  communicationMethods: ['phone', 'telegram', 'whatsapp'] as const,
};
