import { Icon } from './Icon';

interface FavouriteButtonProps {
  /** The tool's name, so the button says which tool it keeps. */
  name: string;
  pressed: boolean;
  onToggle: () => void;
  /** With its text beside the star (tool page), or the star alone (cards). */
  withText?: boolean;
  className?: string;
}

/** A star that keeps a tool among the favourites: a toggle button, its state in aria-pressed. */
export function FavouriteButton({ name, pressed, onToggle, withText = false, className }: FavouriteButtonProps) {
  const label = `Aggiungi ${name} ai preferiti`;
  const classes = ['favourite', pressed ? 'favourite--on' : '', withText ? 'favourite--text' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={pressed}
      aria-label={label}
      title={pressed ? `${name} è tra i preferiti` : label}
      onClick={onToggle}
    >
      <Icon name="star" size={withText ? 18 : 20} />
      {withText ? <span className="btn__text" aria-hidden="true">Preferiti</span> : null}
    </button>
  );
}
