import { useEffect, useRef, useState } from 'react';

export interface SelectedImage {
  file: File;
  previewUrl: string;
}

/** The chosen image and an object URL to preview it, released as soon as it is replaced or the page closes. */
export function useSelectedImage() {
  const [image, setImage] = useState<SelectedImage | null>(null);
  const currentUrl = useRef<string | null>(null);

  const replace = (file: File | null) => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    const previewUrl = file ? URL.createObjectURL(file) : null;
    currentUrl.current = previewUrl;
    setImage(file && previewUrl ? { file, previewUrl } : null);
  };

  useEffect(
    () => () => {
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    },
    [],
  );

  return { image, select: (file: File) => replace(file), clear: () => replace(null) };
}
