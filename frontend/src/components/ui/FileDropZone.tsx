import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import './file-tools.css';

interface FileDropZoneProps {
  /** What the zone asks for, e.g. «Trascina qui i PDF». */
  prompt: string;
  button: string;
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The limits, said before they bite. */
  children?: ReactNode;
}

/** Takes several files by drag and drop or from the file picker; they are read in the browser only. */
export function FileDropZone({ prompt, button, accept, onFiles, disabled = false, children }: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      className={dragging ? 'file-drop file-drop--active' : 'file-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Icon name="upload" size={36} />
      <p>{prompt}</p>
      <input
        id={inputId}
        className="visually-hidden file-drop__input"
        type="file"
        accept={accept}
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={inputId} className="btn btn--secondary">
        {button}
      </label>
      {children}
    </div>
  );
}
