import { newClient } from '@mealflow/sdk/storefront';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './NewClient.module.css';
import { ErrorText, RetryAlert } from '../../shared/ui/ErrorText';

/** The profile step's fields: the name's two are read-only once the profile has them. */
const PROFILE_FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/** The profile step's screen: renders the `newClientProfile` connect model and sends its handlers. */
export function NewClientProfile({ view }: { view: newClient.NewClientProfileView & newClient.NewClientProfileHandlers }) {
  if (view.status === 'loading') return <PageLoading />;
  if (view.status === 'error')
    return (
      <RetryAlert className={styles['error']} retryLabel={LOGIN_TEXTS.retry} onRetry={view.retry}>
        {view.error}
      </RetryAlert>
    );
  if (view.status === 'canceled')
    return (
      <div role="alert" className={styles['error']}>
        <p>{newClient.NEW_CLIENT_TEXTS.orderCanceled}</p>
        <Link href={newClient.NEW_CLIENT_TARIFF_PATH}>{newClient.NEW_CLIENT_TEXTS.startAgain}</Link>
      </div>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <form className={styles['form']} onSubmit={onSubmit} noValidate aria-busy={view.busy}>
      {view.orderSummary ? <p className={styles['summary']}>{view.orderSummary}</p> : null}
      <p className={styles['lead']}>{newClient.NEW_CLIENT_TEXTS.profileLead}</p>
      {PROFILE_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={newClient.NEW_CLIENT_TEXTS[field.name]}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          value={view.fields[field.name]}
          readOnly={field.name === 'email' ? undefined : view.locked[field.name]}
          error={view.errors[field.name]}
          onChange={(event) => view.change(field.name, event.target.value)}
        />
      ))}
      <ErrorText text={view.error} className={styles['error']} />
      <div className={styles['actions']}>
        <Button type="submit" busy={view.busy} disabled={view.busy}>
          {view.submitLabel}
        </Button>
      </div>
    </form>
  );
}
