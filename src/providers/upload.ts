import { API_URL, type ApiBody } from './httpClient';
import { getToken } from './session';
import { UploadError } from './uploadError';

/** The server's words for a refusal: the `file` error first, then any field, then `message`. */
function reasonOf(body: ApiBody<unknown> | null): string | null {
  if (!body) return null;
  const errors = body.errors ?? {};
  return errors.file ?? Object.values(errors)[0] ?? body.message ?? null;
}

/**
 * A multipart POST with upload progress (fetch cannot report it; XMLHttpRequest can), and no
 * time limit (the server may copy a large finished upload before it answers). `onProgress`
 * gets 0..100. Resolves with the envelope's `data` when `status` is 1.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void = () => undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onload = () => {
      let body: ApiBody<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as ApiBody<T>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 1) {
        onProgress(100);
        resolve(body.data);
      } else reject(new UploadError(xhr.status, reasonOf(body)));
    };
    xhr.send(form);
  });
}

/**
 * A protected file (documents, media) fetched with the bearer token as a blob URL: the API does
 * not accept the token in a link, so previews and downloads go through this.
 */
export async function fetchBlobUrl(fileUrl: string): Promise<{ url: string; type: string }> {
  const path = fileUrl.startsWith('/api/') ? fileUrl.slice('/api'.length) : fileUrl;
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${path}`, { headers });
  if (!res.ok) throw new UploadError(res.status, null);
  const blob = await res.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}

/** Saves a protected file under `fileName` (the browser's download, with the bearer token). */
export async function saveProtectedFile(fileUrl: string, fileName: string): Promise<void> {
  const { url } = await fetchBlobUrl(fileUrl);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A long export saved with the bytes received reported as they arrive (the archive's files
 * are prepared while they stream: there is no length to show a percentage of).
 */
export async function saveStreamedFile(
  fileUrl: string,
  fileName: string,
  onBytes: (received: number) => void,
): Promise<void> {
  const path = fileUrl.startsWith('/api/') ? fileUrl.slice('/api'.length) : fileUrl;
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${path}`, { headers });
  if (!res.ok || !res.body) throw new UploadError(res.status, null);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  const url = URL.createObjectURL(
    new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
