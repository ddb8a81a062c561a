import { call } from './declare';
import { SuccessResponse } from '../schemas/common';
import { FinalScreenResponse, QuestionnaireResponse, type CommunicationMethod, type SaveAnswerRequest } from '../schemas/questionnaire';

/** The questionnaire calls (personal-cabinet §7 "Questionnaire (v1_1)"): all pinned to v1_1. */
export const questionnaire = {
  render: call<{ sessionId: string }, QuestionnaireResponse>('GET questionnaire/render', QuestionnaireResponse, { version: 'v1_1' }),
  saveAnswer: call<SaveAnswerRequest, SuccessResponse>('POST questionnaire/save-answer', SuccessResponse, { version: 'v1_1' }),
  finalScreen: call<{ sessionId: string }, FinalScreenResponse>('GET questionnaire/final-screen', FinalScreenResponse, { version: 'v1_1' }),
  updateStatus: call<{ sessionId: string; status: 'finished' }, SuccessResponse>('POST questionnaire/update-status', SuccessResponse, {
    version: 'v1_1',
  }),
  saveCommunicationMethod: call<{ sessionId: string; type: CommunicationMethod }, SuccessResponse>(
    'POST questionnaire/save-communication-method',
    SuccessResponse,
    { version: 'v1_1' },
  ),
} as const;
