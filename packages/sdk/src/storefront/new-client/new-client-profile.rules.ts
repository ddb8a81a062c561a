import type { Profile, ProfileSetRequest } from '../../api/schemas/profile';
import { emailForSave, validateEmail, validateFirstName, validateLastName } from '../../domain/validation';

/** The profile step's fields as typed. */
export interface NewClientProfileFields {
  firstName: string;
  lastName: string;
  email: string;
}

export type NewClientProfileErrors = Partial<Record<keyof NewClientProfileFields, string>>;

/** A name the profile already has is shown and not edited (order-funnel §5: 'both fields disabled when the profile already has them'). */
export const newClientLockedFields = (
  profile: Pick<Profile, 'first_name' | 'last_name'> | undefined,
): { firstName: boolean; lastName: boolean } => ({
  firstName: Boolean(profile?.first_name),
  lastName: Boolean(profile?.last_name),
});

/** Order-funnel §5: first name required (2+ letters), last name required when shown (it is: issue 30), e-mail valid when given. */
export function newClientProfileErrors(
  fields: NewClientProfileFields,
  profile: Pick<Profile, 'first_name' | 'last_name'> | undefined,
): NewClientProfileErrors {
  const locked = newClientLockedFields(profile);
  const errors: NewClientProfileErrors = {};
  const first = validateFirstName(fields.firstName);
  if (!locked.firstName && !first.ok) errors.firstName = first.message;
  const last = validateLastName(fields.lastName, { required: true });
  if (!locked.lastName && !last.ok) errors.lastName = last.message;
  const email = validateEmail(fields.email);
  if (!email.ok) errors.email = email.message;
  return errors;
}

/** What `client-profile-set` gets: only the changed, editable fields; an empty e-mail is removed (§5). */
export function newClientProfileSave(
  fields: NewClientProfileFields,
  profile: Pick<Profile, 'first_name' | 'last_name' | 'email'> | undefined,
): ProfileSetRequest {
  const locked = newClientLockedFields(profile);
  const request: ProfileSetRequest = {};
  const first = fields.firstName.trim().replace(/\s+/g, ' ');
  const last = fields.lastName.trim().replace(/\s+/g, ' ');
  if (!locked.firstName && first && first !== profile?.first_name) request.first_name = first;
  if (!locked.lastName && last && last !== profile?.last_name) request.last_name = last;
  const email = emailForSave(fields.email);
  if (email && email !== profile?.email) request.email = email;
  return request;
}
