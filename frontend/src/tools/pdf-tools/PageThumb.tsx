import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawThumbnail } from './pdf-thumbnails';

interface PageThumbProps {
  doc: Promise<PDFDocumentProxy> | undefined;
  page: number;
  rotation: number;
}

const WIDTH = 96;

/** A page's picture, drawn by pdf.js once it scrolls near the screen. */
export function PageThumb({ doc, page, rotation }: PageThumbProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = canvas.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  useEffect(() => {
    const element = canvas.current;
    if (!visible || !element || !doc) return;
    doc.then((opened) => drawThumbnail(opened, page, rotation, element, WIDTH)).catch(() => element.classList.add('pdf-page__thumb--none'));
  }, [visible, doc, page, rotation]);
  return <canvas ref={canvas} className="pdf-page__thumb" width={WIDTH} height={Math.round(WIDTH * 1.41)} aria-hidden="true" />;
}
