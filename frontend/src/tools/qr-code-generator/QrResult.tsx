import type { QrResponse } from '@orbita/proto-types';
import { Icon } from '../../components/ui/Icon';
import { downloadBlob } from '../../lib/download';
import { useCopy } from '../../lib/use-copy';
import { svgOf } from './api/generate-qr';
import { absoluteUrl, holdsSecret, QR_LEVEL_LABELS, QR_PREVIEW_MAX_PX, qrFileName, withoutSecret } from './qr-code-generator.service';

/** Saves the SVG the service would answer at the download address, drawn in the page from it (offline too). */
function downloadSvg(downloadUrl: string): void {
  downloadBlob(new Blob([svgOf(downloadUrl)], { type: 'image/svg+xml' }), qrFileName(Date.now()).replace(/\.png$/, '.svg'));
}

/** Saves the PNG the page already holds, under a name that tells downloads apart. */
function downloadPng(dataUrl: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = qrFileName(Date.now());
  document.body.append(link);
  link.click();
  link.remove();
}

export function QrResult({ qr }: { qr: QrResponse }) {
  const { copiedKey, copy } = useCopy();
  // The download address carries the text: with a WiFi password in it, no link is offered and the password shows as dots.
  const secret = holdsSecret(qr.text);
  const shown = withoutSecret(qr.text);
  return (
    <div className="qr__result">
      <div className="qr__frame">
        <img
          className="qr__image"
          src={qr.qrCode}
          alt={`QR Code che contiene: ${shown}`}
          width={qr.size}
          height={qr.size}
          style={{ maxWidth: QR_PREVIEW_MAX_PX }}
        />
      </div>
      <ul className="result-list">
        <li className="result-row">
          <span className="result-row__label">Contenuto</span>
          <span className="result-row__value qr__content">{shown}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Dimensione</span>
          <span className="result-row__value">
            {qr.size} × {qr.size} px
          </span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Correzione</span>
          <span className="result-row__value">{QR_LEVEL_LABELS[qr.errorCorrectionLevel]}</span>
        </li>
      </ul>
      <div className="qr__actions">
        <button type="button" className="btn btn--primary" onClick={() => downloadPng(qr.qrCode)}>
          <Icon name="download" size={18} />
          Scarica PNG
        </button>
        {secret ? null : (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => downloadSvg(qr.downloadUrl)}>
              <Icon name="download" size={18} />
              Scarica SVG
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => void copy(absoluteUrl(qr.downloadUrl, window.location.origin), 'url')}>
              <Icon name={copiedKey === 'url' ? 'check' : 'copy'} size={18} />
              {copiedKey === 'url' ? 'URL copiato!' : 'Copia URL'}
            </button>
          </>
        )}
      </div>
      {secret ? <p className="muted">La password della rete non entra in nessun link né nella cronologia: scarica il PNG per condividerla.</p> : null}
    </div>
  );
}
