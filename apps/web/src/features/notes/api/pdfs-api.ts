/** The PDF calls: list, upload (multipart `file`, with progress), delete. */
import { notesApiPaths, type UserPdf } from '@medsutra/contract/notes/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const pdfsQueryOptions = () =>
  queryOptions({
    queryKey: ['pdfs'] as const,
    queryFn: async () => (await api.get<{ pdfs: UserPdf[] }>(notesApiPaths.pdfs)).pdfs,
  });

export const useMyPdfs = () => useQuery(pdfsQueryOptions());

export const pdfUrl = (id: string) => notesApiPaths.pdf.replace(':id', encodeURIComponent(id));

/** Uploads one file; `onProgress` gets 0–1. Resolves to the PDF, or rejects with the server's sentence. */
export function uploadPdf(file: File, onProgress?: (fraction: number) => void): Promise<UserPdf> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', notesApiPaths.pdfs);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { pdf?: UserPdf; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      if (request.status === 201 && body.pdf) resolve(body.pdf);
      else reject(new Error(body.message ?? `The upload failed (${request.status}). Try again.`));
    };
    request.onerror = () =>
      reject(new Error('The upload could not reach the server. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
