/** The feed's paging cursor: where the last page ended, and when its "following first" start was. */
import { medstagramMessages } from '@medsutra/contract/medstagram/api';
import { badRequest } from '../../lib/errors.ts';
import type { PostPosition } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor carries the feed's "following first" start, so every page of one walk agrees. */
export interface Cursor extends PostPosition {
  since: Date;
}
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(
    `${cursor.rank}|${cursor.since.toISOString()}|${cursor.createdAt.toISOString()}|${cursor.id}`,
  ).toString('base64url');
}
export function decodeCursor(text: string): Cursor {
  const [rank, since, created, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(created ?? '');
  const sinceDate = new Date(since ?? '');
  if (
    !id ||
    !UUID.test(id) ||
    (rank !== '0' && rank !== '1') ||
    Number.isNaN(createdAt.getTime()) ||
    Number.isNaN(sinceDate.getTime())
  )
    throw badRequest(medstagramMessages.badCursor);
  return { rank: Number(rank), since: sinceDate, createdAt, id };
}
