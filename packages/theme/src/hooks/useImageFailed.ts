import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an image failed to load: its `error` event, or, for an image of the prerendered page that failed
 * before the shell started listening, a complete image without pixels.
 */
export function useImageFailed(ref: RefObject<HTMLImageElement | null>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const fail = (): void => setFailed(true);
    if (image.complete && image.naturalWidth === 0) fail();
    image.addEventListener('error', fail);
    return () => image.removeEventListener('error', fail);
  }, [ref]);
  return failed;
}
