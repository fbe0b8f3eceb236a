import { Icon } from '../../components/ui/Icon';
import { formatBytes, OUTPUT_TYPES, outputFileName } from './image-formats';
import type { ImageItem } from './use-image-files';

interface ImageListProps {
  items: readonly ImageItem[];
  onRemove: (key: string) => void;
  onDownload: (item: ImageItem) => void;
}

/** Each image: its metadata before, and once made, its new size, format and what metadata is left (none). */
export function ImageList({ items, onRemove, onDownload }: ImageListProps) {
  return (
    <ul className="image-list">
      {items.map((item) => {
        const result = item.result;
        return (
          <li key={item.key} className="image-item">
            <div className="image-item__head">
              <strong>{item.name}</strong>
              <span>
                {item.format ? item.format.toUpperCase() : 'formato sconosciuto'}, {formatBytes(item.bytes.length)}
              </span>
              <button type="button" className="btn btn--danger btn--small" aria-label={`Togli ${item.name}`} onClick={() => onRemove(item.key)}>
                <Icon name="trash" size={16} />
              </button>
            </div>
            {item.before && item.before.count > 0 ? (
              <div className={item.before.gps ? 'image-item__meta image-item__meta--gps' : 'image-item__meta'}>
                <p>Metadati nel file ({item.before.count} voci){item.before.gps ? ', compresa la posizione in cui è stata scattata' : ''}:</p>
                <ul>
                  {item.before.rows.map((row) => (
                    <li key={row}>{row}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="muted">Nessun metadato nel file.</p>
            )}
            {result && 'output' in result ? (
              <div className="image-item__result" role="status">
                <p>
                  Nuovo file: {OUTPUT_TYPES[result.output.format].label}, {result.output.width} × {result.output.height} px,{' '}
                  <strong>{formatBytes(result.output.bytes.length)}</strong> (prima {formatBytes(item.bytes.length)})
                </p>
                <p>{result.after.count === 0 ? 'Metadati rimasti: nessuno.' : `Metadati rimasti: ${result.after.count} voci.`}</p>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => onDownload(item)}>
                  <Icon name="download" size={16} />
                  Scarica {outputFileName(item.name, result.output.format, item.format === result.output.format)}
                </button>
              </div>
            ) : null}
            {result && 'error' in result ? <p className="field__error" role="alert">{result.error}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
