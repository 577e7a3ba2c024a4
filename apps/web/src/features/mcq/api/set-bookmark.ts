/** PUT /api/mcq/bookmarks: keeps or forgets a bookmark (setting the same state twice changes nothing). */
import { type BookmarkReply, type BookmarkRequest, mcqApiPaths } from '@medsutra/contract/mcq/practice-api';
import { api } from '@/lib/api-client';

export function setBookmark(request: BookmarkRequest): Promise<BookmarkReply> {
  return api.put<BookmarkReply>(mcqApiPaths.bookmarks, request);
}
