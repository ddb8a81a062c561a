/** The questionnaire (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { questionnaire } from '../api/endpoints/questionnaire';
export {
  Answer, CommunicationMethod, FinalScreenResponse, Question, QuestionKind, QuestionnaireResponse,
} from '../api/schemas/questionnaire';
export type { SaveAnswerRequest } from '../api/schemas/questionnaire';
export { questionnaireMachine } from '../storefront/questionnaire/questionnaire.machine';
export { provideQuestionnaire } from '../storefront/questionnaire/questionnaire.provide';
export {
  answerProblem, firstUnanswered, newSessionId, normaliseAnswer, QUESTIONNAIRE_SESSION_KEY, QUESTIONNAIRE_TEXTS,
} from '../storefront/questionnaire/questionnaire.rules';
export type { QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput, QuestionnaireLoaded } from '../storefront/questionnaire/questionnaire.types';
export type { QuestionnaireMachine } from '../storefront/questionnaire/questionnaire.machine';
export { connectQuestionnaire, QUESTIONNAIRE_VIEW_TEXTS, questionnaireView } from '../storefront/questionnaire/questionnaire.connect';
export type {
  QuestionnaireHandlers, QuestionnaireSnapshot, QuestionnaireView, QuestionView,
} from '../storefront/questionnaire/questionnaire.connect';
