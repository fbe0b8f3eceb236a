import { useId, useState, type DragEvent } from 'react';
import { Icon } from '../../components/ui/Icon';
import { firstFile } from './food-analyzer.service';
import type { SelectedImage } from './use-selected-image';

interface ImageDropZoneProps {
  image: SelectedImage | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** Takes an image by drag and drop or from the file picker, and previews it. */
export function ImageDropZone({ image, onFile, onRemove, disabled }: ImageDropZoneProps) {
  const inputId = useId();
  const cameraId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer.files);
    if (file) onFile(file);
  };

  if (image) {
    return (
      <div className="food__preview">
        <img src={image.previewUrl} alt="Anteprima dell'immagine scelta" />
        <div className="food__preview-bar">
          <span className="food__file-name">{image.file.name}</span>
          <button type="button" className="btn btn--danger btn--small" onClick={onRemove} disabled={disabled}>
            <Icon name="trash" size={16} />
            Rimuovi
          </button>
        </div>
      </div>
    );
  }

  return (
    <div
      className={dragging ? 'food__dropzone food__dropzone--active' : 'food__dropzone'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="dropzone"
    >
      <Icon name="image" size={40} />
      <p>Trascina qui la foto del tuo piatto</p>
      <p className="muted">oppure</p>
      <input
        id={inputId}
        className="visually-hidden food__input"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = firstFile(event.target.files);
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <div className="food__pick">
        <label htmlFor={inputId} className="btn btn--secondary">
          <Icon name="upload" size={18} />
          Scegli un&apos;immagine
        </label>
        <input
          id={cameraId}
          className="visually-hidden food__input"
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(event) => {
            const file = firstFile(event.target.files);
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label htmlFor={cameraId} className="btn btn--secondary">
          <Icon name="image" size={18} />
          Scatta una foto
        </label>
      </div>
      <p className="field__hint">JPEG, PNG, WebP o GIF; puoi anche incollare un&apos;immagine copiata (Ctrl+V).</p>
    </div>
  );
}
