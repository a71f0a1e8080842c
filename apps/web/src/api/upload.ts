import { emit } from '../app-events.ts';
import { clearSession, replaceToken } from '../session.ts';
import { ApiError, apiUrl, buildHeaders, GENERIC_ERROR } from './http.ts';

/**
 * Sends one file as multipart/form-data (field "file") and reads the JSON answer. XMLHttpRequest rather than
 * fetch because only it reports upload progress; `onProgress` gets 0..100 while the bytes go out, then the
 * server's work starts (the caller shows "processing" once it reached 100).
 */
export function apiUpload<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(buildHeaders(false))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.upload.onload = () => onProgress(100);
    xhr.onerror = () => reject(new ApiError(0, GENERIC_ERROR));
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try { body = JSON.parse(xhr.responseText) as Record<string, unknown>; } catch { body = null; }
      if (typeof body?.token === 'string' && body.token) replaceToken(body.token);
      const msg = typeof body?.msg === 'string' && body.msg ? body.msg : GENERIC_ERROR;
      if (xhr.status === 401) {
        clearSession();
        emit('session-expired', { message: msg });
      }
      if (xhr.status < 200 || xhr.status >= 300 || !body || body.success === false) reject(new ApiError(xhr.status, msg, (body ?? {}) as ApiError['body']));
      else resolve(body as T);
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
