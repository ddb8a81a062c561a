import type { Answer, Question } from '../../api/schemas/questionnaire';

/** The key that keeps the visitor's session, so a reload resumes the questionnaire (ours). */
export const QUESTIONNAIRE_SESSION_KEY = 'questionnaire_session';

export const QUESTIONNAIRE_TEXTS = {
  chooseOne: 'Выберите вариант ответа',
  chooseSome: 'Выберите хотя бы один вариант',
  writeAnswer: 'Напишите ответ',
  tooLong: (max: number) => `Не больше ${max} символов`,
  unknownOption: 'Такого варианта нет — выберите из списка',
  loadFailed: 'Не удалось загрузить вопросы',
  saveFailed: 'Не удалось сохранить ответ. Попробуйте ещё раз',
  finishFailed: 'Не удалось завершить опрос',
  methodFailed: 'Не удалось сохранить способ связи. Попробуйте ещё раз',
};

const isEmpty = (value: Answer | undefined) =>
  value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/** Why an answer cannot be sent, in Russian, or `undefined` (it can). */
export function answerProblem(question: Question, value: Answer | undefined): string | undefined {
  if (question.kind === 'text') {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return question.required ? QUESTIONNAIRE_TEXTS.writeAnswer : undefined;
    if (question.maxLength && text.length > question.maxLength) return QUESTIONNAIRE_TEXTS.tooLong(question.maxLength);
    return undefined;
  }
  const ids = Array.isArray(value) ? value : [];
  if (ids.length === 0)
    return question.required ? (question.kind === 'single' ? QUESTIONNAIRE_TEXTS.chooseOne : QUESTIONNAIRE_TEXTS.chooseSome) : undefined;
  if (question.kind === 'single' && ids.length > 1) return QUESTIONNAIRE_TEXTS.chooseOne;
  if (ids.some((id) => !question.options.some((option) => option.id === id))) return QUESTIONNAIRE_TEXTS.unknownOption;
  return undefined;
}

/** The first question without an acceptable answer; the questions' length when all are answered. */
export function firstUnanswered(questions: readonly Question[], answers: Readonly<Record<string, Answer>>): number {
  const index = questions.findIndex((q) => (isEmpty(answers[q.id]) ? q.required : answerProblem(q, answers[q.id]) !== undefined));
  return index === -1 ? questions.length : index;
}

/** The answer as sent: trimmed text, option ids as chosen. */
export const normaliseAnswer = (question: Question, value: Answer | undefined): Answer =>
  question.kind === 'text' ? (typeof value === 'string' ? value.trim() : '') : Array.isArray(value) ? value : [];

/** A new session id (ours: the backend accepts any unique string). */
export const newSessionId = (now: number, random: number): string => `q-${now.toString(36)}-${Math.floor(random * 1e9).toString(36)}`;
