import { connectQuestionnaire, provideQuestionnaire } from '@mealflow/sdk/storefront';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { Questionnaire } from './Questionnaire';

/**
 * The questionnaire block of the poll landing (business product 'poll'): its own actor, resumed
 * from the link's `sessionId` or the stored session. The link is read through the navigation
 * port (the page's address in the app, the story's own in Storybook, whose test page carries a
 * `sessionId` of its own).
 */
export default function QuestionnaireBlock() {
  const { ports } = useRuntime();
  const search = useSearch();
  const sessionId = useMemo(
    () => new URLSearchParams(ports.navigation.current().search).get('sessionId') ?? undefined,
    // `search`: read again when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ports, search],
  );
  const actor = useScreenActor(provideQuestionnaire, { sessionId });
  const view = useConnect(actor, connectQuestionnaire);
  return <Questionnaire view={view} />;
}
