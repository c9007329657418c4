import { useEffect, useState } from 'react';
import { mediaIdOf } from '../../../domain/media';
import { loadMedia, type LoadedMedia } from '../../providers/mediaUpload';

export type MediaState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  /** A value kept from before the media service (a data: picture, an outside link). */
  | { state: 'plain'; url: string }
  | ({ state: 'ready' } & LoadedMedia);

type Loaded = { url: string; media: LoadedMedia | null };

/** A file value as something a screen can show; the blob: URL is released when it changes. */
export function useMedia(url: string | null | undefined): MediaState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const isMedia = !!url && mediaIdOf(url) !== null;
  useEffect(() => {
    if (!url || !isMedia) return;
    let live = true;
    let objectUrl: string | null = null;
    const done = (media: LoadedMedia | null) => {
      if (!live) {
        if (media) URL.revokeObjectURL(media.objectUrl);
        return;
      }
      objectUrl = media?.objectUrl ?? null;
      setLoaded({ url, media });
    };
    loadMedia(url).then(done, () => done(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isMedia]);
  if (!url) return { state: 'none' };
  if (!isMedia) return { state: 'plain', url };
  if (loaded?.url !== url) return { state: 'loading' };
  return loaded.media ? { state: 'ready', ...loaded.media } : { state: 'failed' };
}
