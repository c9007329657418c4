import type { InferResponseType } from 'hono/client';
import { mediaIdOf } from '../../domain/media';
import type { api } from './api';
import { getToken } from './session';

/** What `POST /api/media/upload` answers for a stored file, as the server declares it. */
export type UploadedMedia = InferResponseType<typeof api.media.upload.$post, 201>['data'];

/**
 * What an upload is for, whose rules the server applies: a file field (`resource` + `field`),
 * or an indicator's evidence (`indikator_id`: its types, video included).
 */
export type UploadTarget = { resource: string; field: string } | { indikator_id: number };

/** A stored media file read with the session's token, ready for <img>, <iframe> or a link. */
export interface LoadedMedia {
  objectUrl: string;
  mime: string;
  name: string | null;
}

/** The name of a `content-disposition: attachment; filename*=UTF-8''...` answer. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * Reads a media file (`/api/media/{id}/file`): images and frames cannot send a bearer token, so
 * the bytes come through fetch and are shown from a blob: URL (allowed by server/platform/http/csp.ts).
 * Null when the value is not a media file or the file cannot be read.
 */
export async function loadMedia(url: string): Promise<LoadedMedia | null> {
  if (mediaIdOf(url) === null) return null;
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(new URL(url, window.location.origin), { headers });
  if (!res.ok) return null;
  const blob = await res.blob();
  return {
    objectUrl: URL.createObjectURL(blob),
    mime: blob.type || res.headers.get('content-type') || '',
    name: dispositionName(res.headers.get('content-disposition')),
  };
}
