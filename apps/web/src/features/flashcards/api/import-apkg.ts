/**
 * POST /api/flashcards/import: an Anki deck (`.apkg`) as multipart form data. XMLHttpRequest
 * rather than fetch, since only it reports upload progress (a 40 MB deck on a slow connection
 * takes minutes); a failed reply becomes the same ApiError every other call throws.
 */
import { type FlashcardImportReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { ApiError } from '@/lib/api-client';

export function importApkg(file: File, onProgress: (fraction: number) => void): Promise<FlashcardImportReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', flashcardPaths.import);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as FlashcardImportReply);
        } catch {
          reject(new ApiError(request.status, request.responseText));
        }
      } else reject(new ApiError(request.status, request.responseText));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onabort = () => reject(new TypeError('aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
