import type { Question } from '@mealflow/sdk/api';

/**
 * The sandbox questionnaire (README "Questionnaire"): five questions of every kind. Sessions are
 * any string; a new id starts an empty session.
 */
export const QUESTIONS: Question[] = [
  {
    id: 'goal',
    kind: 'single',
    title: 'Какая у вас цель?',
    hint: null,
    options: [
      { id: 'slim', text: 'Похудеть' },
      { id: 'keep', text: 'Поддерживать форму' },
      { id: 'gain', text: 'Набрать массу' },
    ],
    required: true,
    maxLength: null,
  },
  {
    id: 'meals',
    kind: 'single',
    title: 'Сколько раз в день вы едите?',
    hint: null,
    options: [
      { id: '3', text: '3 раза' },
      { id: '4', text: '4 раза' },
      { id: '5', text: '5 раз и больше' },
    ],
    required: true,
    maxLength: null,
  },
  {
    id: 'exclude',
    kind: 'multiple',
    title: 'Что исключить из меню?',
    hint: 'Можно выбрать несколько вариантов или ничего',
    options: [
      { id: 'fish', text: 'Рыбу' },
      { id: 'milk', text: 'Молочное' },
      { id: 'nuts', text: 'Орехи' },
      { id: 'pork', text: 'Свинину' },
    ],
    required: false,
    maxLength: null,
  },
  {
    id: 'activity',
    kind: 'multiple',
    title: 'Чем вы занимаетесь?',
    hint: null,
    options: [
      { id: 'gym', text: 'Спортзал' },
      { id: 'run', text: 'Бег' },
      { id: 'yoga', text: 'Йога' },
      { id: 'office', text: 'Работаю в офисе' },
    ],
    required: true,
    maxLength: null,
  },
  {
    id: 'wish',
    kind: 'text',
    title: 'Что для вас важно в еде?',
    hint: 'Например: без сахара, побольше овощей',
    options: [],
    required: false,
    maxLength: 300,
  },
];

export const FINAL_SCREEN = {
  title: 'Спасибо, мы подобрали для вас рацион',
  text: 'Скидка 10% на первый заказ по промокоду ниже. Расскажите, как с вами связаться, — поможем выбрать меню.',
  promocode: 'HEALTHY10',
  communicationMethods: ['phone', 'telegram', 'whatsapp'] as const,
};
