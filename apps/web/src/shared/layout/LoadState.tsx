import { RetryAlert } from '../ui/ErrorText';
import { PageLoading } from './Layout';

/** The part of a connect a load's states read: loadable()'s status, its failure and RETRY. */
export interface LoadView {
  status: string;
  error: string | undefined;
  retry: () => void;
  texts: { retry: string };
}

interface LoadLook {
  /** The failure box's class (the feature's error box). */
  errorClass?: string | undefined;
  /** The failure's paragraph's class. */
  errorTextClass?: string | undefined;
}

/** A panel's load: the loading bar and status, or the failure with its retry, or nothing once loaded. */
export function LoadState({ view, ...look }: { view: LoadView } & LoadLook) {
  if (view.status === 'loading') return <PageLoading />;
  return <LoadFailure view={view} {...look} />;
}

/** The load's failure with its retry (a panel with a loading look of its own: skeletons), else nothing. */
export function LoadFailure({ view, errorClass, errorTextClass }: { view: LoadView } & LoadLook) {
  if (view.status !== 'error') return null;
  return (
    <RetryAlert className={errorClass} textClassName={errorTextClass} retryLabel={view.texts.retry} onRetry={view.retry}>
      {view.error}
    </RetryAlert>
  );
}
