import { useEffect, useRef, useState } from 'react';
import type { AnalyzeFoodStatus, FoodAnalysisResponse } from '@orbita/proto-types';
import { Alert } from '../../components/ui/Alert';
import { Icon } from '../../components/ui/Icon';
import { Loading } from '../../components/ui/Spinner';
import { useAsyncAction } from '../../lib/use-async-action';
import { analyzeFood, ANALYSIS_ERROR } from './api/analyze-food';
import { checkImage, DEFAULT_MAX_BYTES, NO_IMAGE } from './food-analyzer.service';
import { forgetHistory, pastedImage, readHistory, rememberAnalysis } from './food-history';
import { FoodHistory } from './FoodHistory';
import { FoodResult } from './FoodResult';
import { ImageDropZone } from './ImageDropZone';
import { useAnalyzerStatus } from './use-analyzer-status';
import { useSelectedImage } from './use-selected-image';
import './food-analyzer.css';

/**
 * One line above the tool saying whether photos can be analysed, and by which model. Its box is there, with its
 * height, before the answer arrives, so nothing below it moves when it does.
 */
function ServiceNotice({ status }: { status: AnalyzeFoodStatus | null }) {
  if (!status) {
    return (
      <p className="food__attribution food__status" role="status">
        Verifico se l&apos;analisi delle foto è disponibile…
      </p>
    );
  }
  if (!status.available) {
    return (
      <p className="food__attribution food__status food__status--off" role="status">
        L&apos;analisi delle foto non è disponibile su questo server: nessun modello di intelligenza artificiale è
        configurato.
      </p>
    );
  }
  const by = status.provider ? ` di ${status.provider}` : '';
  return (
    <p className="food__attribution food__status" role="status">
      Le foto sono analizzate dal modello di intelligenza artificiale <strong>{status.model}</strong>
      {by}.
    </p>
  );
}

/**
 * What the result box says when no model is configured: the same story as the notice. How to turn it on is for the
 * operator, who reads it in the ai-vision service's log and in docs/OPERATIONS.md, not on the visitors' page.
 */
function Unavailable() {
  return (
    <div className="food__unavailable">
      <p>
        L&apos;analisi delle foto non è disponibile al momento: il servizio di intelligenza artificiale non è
        configurato su questo server. Gli altri strumenti funzionano normalmente.
      </p>
    </div>
  );
}

function EmptyResult({ unavailable }: { unavailable: boolean }) {
  if (unavailable) return <Unavailable />;
  return <p className="empty-result">Carica una foto e premi «Analizza» per stimare calorie e macronutrienti.</p>;
}

function buttonLabel(loading: boolean, unavailable: boolean): string {
  if (loading) return 'Analisi in corso…';
  return unavailable ? 'Analisi non disponibile' : 'Analizza';
}

export default function FoodAnalyzerPage() {
  const status = useAnalyzerStatus();
  const { image, select, clear } = useSelectedImage();
  const [pickError, setPickError] = useState<string | null>(null);
  const analysis = useAsyncAction(analyzeFood, ANALYSIS_ERROR);
  const [history, setHistory] = useState(readHistory);
  const [shownPast, setShownPast] = useState<FoodAnalysisResponse | null>(null);
  const unavailable = status?.available === false;

  const choose = (file: File) => {
    // No photo is taken while no model can analyse it: the visitor is told before sending one.
    if (unavailable) return;
    const problem = checkImage(file, status?.maxBytes ?? DEFAULT_MAX_BYTES);
    setPickError(problem);
    setShownPast(null);
    analysis.reset();
    if (!problem) select(file);
  };

  // An image pasted anywhere on the page (a screenshot, a photo copied from another app) is taken as chosen.
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = pastedImage(event.clipboardData?.items);
      if (!file) return;
      event.preventDefault();
      chooseRef.current(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const remove = () => {
    clear();
    setPickError(null);
    analysis.reset();
  };

  const analyse = () => {
    if (!image) {
      setPickError(NO_IMAGE);
      return;
    }
    setPickError(null);
    setShownPast(null);
    void analysis.run(image.file).then((result) => {
      if (result) setHistory(rememberAnalysis(result, new Date()));
    });
  };

  const error = pickError ?? analysis.error;
  const shown = shownPast ?? analysis.data;
  return (
    <>
      <ServiceNotice status={status} />
      <div className="tool-layout">
        <section className="card" aria-labelledby="food-photo">
          <h2 id="food-photo" className="card__title">
            La tua foto
          </h2>
          {unavailable ? (
            <p className="food__dropzone food__dropzone--off">
              Non puoi caricare foto finché l&apos;analisi non torna disponibile.
            </p>
          ) : (
            <ImageDropZone image={image} onFile={choose} onRemove={remove} disabled={analysis.loading} />
          )}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <button type="button" className="btn btn--primary btn--block" onClick={analyse} disabled={analysis.loading || unavailable}>
            {analysis.loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="sparkles" size={18} />}
            {buttonLabel(analysis.loading, unavailable)}
          </button>
        </section>
        <section className="card" aria-labelledby="food-result" aria-live="polite">
          <h2 id="food-result" className="card__title">
            Risultato
          </h2>
          {analysis.loading ? <Loading label="Sto esaminando il piatto…" /> : null}
          {shown && !analysis.loading ? <FoodResult analysis={shown} /> : null}
          {!shown && !analysis.loading ? <EmptyResult unavailable={unavailable} /> : null}
        </section>
      </div>
      <FoodHistory
        entries={history}
        onShow={(entry) => setShownPast(entry.analysis)}
        onForget={() => {
          forgetHistory();
          setHistory([]);
          setShownPast(null);
        }}
      />
    </>
  );
}
