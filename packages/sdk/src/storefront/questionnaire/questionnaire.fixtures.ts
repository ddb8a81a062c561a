import type { FinalScreenResponse, Question } from '../../api/schemas/questionnaire';

/** Two questions and a final screen for model tests (the sandbox has the real five). */
export const QUESTIONS_FIXTURE: Question[] = [
  { id: 'one', kind: 'single', title: 'Один', hint: null, options: [{ id: 'a', text: 'А' }], required: true, maxLength: null },
  { id: 'two', kind: 'single', title: 'Два', hint: null, options: [{ id: 'a', text: 'А' }], required: true, maxLength: null },
];

export const FINAL_SCREEN_FIXTURE: FinalScreenResponse = {
  title: 'Спасибо',
  text: 'Готово',
  promocode: null,
  communicationMethods: ['phone'],
};
