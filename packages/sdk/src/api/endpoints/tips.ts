import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { TipTemplateResponse, TipTemplatesResponse, type CreateTipTemplateRequest } from '../schemas/tips';

export const tips = {
  templates: defineEndpoint<Record<string, never>, TipTemplatesResponse>({ name: 'tips/templates', method: 'GET', path: 'tips/templates', response: TipTemplatesResponse }),
  createTemplate: defineEndpoint<CreateTipTemplateRequest, TipTemplateResponse>({ name: 'tips/templates', method: 'POST', path: 'tips/templates', response: TipTemplateResponse }),
  deleteTemplate: defineEndpoint<{ id: string }, SuccessResponse>({
    name: 'tips/templates/delete',
    method: 'DELETE',
    path: (input) => `tips/templates/${encodeURIComponent(input.id)}`,
    query: () => ({}),
    response: SuccessResponse,
  }),
} as const;
