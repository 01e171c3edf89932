import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pages drawn in the preview (a sheet of 24 labels is one page; the rest is in the file). */
const PREVIEW_PAGES_MAX = 6;
/** Pixels across of a drawn page (sharp enough to read a label, light enough for a phone). */
const PAGE_PIXELS = 1000;

type PdfPreviewProps = { blob: Blob; onError: () => void };

/**
 * Draws the first pages of a PDF into canvases with pdf.js (loaded on first use): the page's
 * security policy allows no PDF frames, and phone browsers show none anyway.
 */
export function PdfPreview({ blob, onError }: PdfPreviewProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ drawn: boolean; pages: number }>({ drawn: false, pages: 0 });
  const errorRef = useRef(onError);
  errorRef.current = onError;

  useEffect(() => {
    let isCancelled = false;
    const target = holder.current;
    setState({ drawn: false, pages: 0 });
    async function draw() {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const data = new Uint8Array(await blob.arrayBuffer());
      const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
      const canvases: HTMLCanvasElement[] = [];
      for (let number = 1; number <= Math.min(pdf.numPages, PREVIEW_PAGES_MAX); number += 1) {
        const page = await pdf.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: PAGE_PIXELS / base.width });
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        canvas.className = 'pl-storage-pdf-page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute(
          'aria-label',
          t('labels.pageOf', { page: number, pages: pdf.numPages }),
        );
        await page.render({ canvas, viewport }).promise;
        canvases.push(canvas);
      }
      if (isCancelled || !target) return;
      target.replaceChildren(...canvases);
      setState({ drawn: true, pages: pdf.numPages });
      void pdf.destroy();
    }
    draw().catch(() => {
      if (!isCancelled) errorRef.current();
    });
    return () => {
      isCancelled = true;
    };
  }, [blob, t]);

  return (
    <div className="pl-storage-pdf" data-testid="labels-pdf" data-pages={state.pages || undefined}>
      {!state.drawn && <Skeleton active paragraph={{ rows: 8 }} />}
      <div ref={holder} className="pl-storage-pdf-pages" />
      {state.pages > PREVIEW_PAGES_MAX && (
        <p className="pl-storage-muted">
          {t('labels.morePages', { shown: PREVIEW_PAGES_MAX, pages: state.pages })}
        </p>
      )}
    </div>
  );
}
