/** The users row: exported as the profile (never the password hash), anonymised at erasure. */
import { anonymised, type FindSubject, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { UsersRepository } from './repository.ts';

/** The account's id and email as they are now (before erasure replaces the email). */
export function findPersonalDataSubject(repository: UsersRepository): FindSubject {
  return (tx, userId) => repository.findPersonalDataSubject(tx, userId);
}

export function usersPersonalData(repository: UsersRepository): PersonalDataSource {
  return personalDataSource({ users: anonymised }, repository);
}
