/**
 * The `questionnaire` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { questionnaire } from '@mealflow/sdk/storefront'`, then `questionnaire.<name>`; unused members are tree-shaken.
 */
export * from './questionnaire.connect';
export { questionnaireMachine } from './questionnaire.machine';
export type { QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput, QuestionnaireMachine } from './questionnaire.machine';
export * from './questionnaire.provide';
export * from './questionnaire.rules';
export type * from './questionnaire.types';
