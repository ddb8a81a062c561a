import { questionnaire } from '@mealflow/sdk/storefront';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { Questionnaire } from './Questionnaire';

/**
 * The questionnaire block of the poll landing (business product 'poll'): its own actor, resumed
 * from the link's `sessionId` or the stored session (the router's query: the page's address in the
 * app, the story's runtime address in Storybook).
 */
export default function QuestionnaireBlock() {
  const search = useSearch();
  const sessionId = useMemo(() => new URLSearchParams(search).get('sessionId') ?? undefined, [search]);
  const actor = useScreenActor(questionnaire.provideQuestionnaire, { sessionId });
  const view = useConnect(actor, questionnaire.connectQuestionnaire);
  return <Questionnaire view={view} />;
}
