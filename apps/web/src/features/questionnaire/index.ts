import { lazy } from 'react';

/** The questionnaire of the poll landing: a chunk of its own (it needs the SDK runtime). */
export const QuestionnaireBlock = lazy(() => import('./QuestionnaireBlock'));
export { Questionnaire } from './Questionnaire';
