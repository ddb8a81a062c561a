import { RetryAlert } from '../ui/ErrorText';
import { PageLoading } from './Layout';

/** The part of a connect a load's states read: loadable()'s status, its failure and RETRY. */
export interface LoadView {
  status: string;
  error: string | undefined;
  retry: () => void;
  texts: { retry: string };
}

/** A panel's load: the loading bar and status, or the failure with its retry, or nothing once loaded. */
export function LoadState({ view, errorClass }: { view: LoadView; errorClass?: string | undefined }) {
  if (view.status === 'loading') return <PageLoading />;
  if (view.status !== 'error') return null;
  return (
    <RetryAlert className={errorClass} retryLabel={view.texts.retry} onRetry={view.retry}>
      {view.error}
    </RetryAlert>
  );
}
