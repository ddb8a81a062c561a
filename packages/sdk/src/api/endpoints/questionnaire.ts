import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { FinalScreenResponse, QuestionnaireResponse, type CommunicationMethod, type SaveAnswerRequest } from '../schemas/questionnaire';

/** The questionnaire calls (personal-cabinet §7 "Questionnaire (v1_1)"): all pinned to v1_1. */
export const questionnaire = {
  render: defineEndpoint<{ sessionId: string }, QuestionnaireResponse>({
    name: 'questionnaire/render',
    method: 'GET',
    path: 'questionnaire/render',
    version: 'v1_1',
    response: QuestionnaireResponse,
  }),
  saveAnswer: defineEndpoint<SaveAnswerRequest, SuccessResponse>({
    name: 'questionnaire/save-answer',
    method: 'POST',
    path: 'questionnaire/save-answer',
    version: 'v1_1',
    response: SuccessResponse,
  }),
  finalScreen: defineEndpoint<{ sessionId: string }, FinalScreenResponse>({
    name: 'questionnaire/final-screen',
    method: 'GET',
    path: 'questionnaire/final-screen',
    version: 'v1_1',
    response: FinalScreenResponse,
  }),
  updateStatus: defineEndpoint<{ sessionId: string; status: 'finished' }, SuccessResponse>({
    name: 'questionnaire/update-status',
    method: 'POST',
    path: 'questionnaire/update-status',
    version: 'v1_1',
    response: SuccessResponse,
  }),
  saveCommunicationMethod: defineEndpoint<{ sessionId: string; type: CommunicationMethod }, SuccessResponse>({
    name: 'questionnaire/save-communication-method',
    method: 'POST',
    path: 'questionnaire/save-communication-method',
    version: 'v1_1',
    response: SuccessResponse,
  }),
} as const;
