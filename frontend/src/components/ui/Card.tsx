import { useId, type ReactNode } from 'react';

interface CardProps {
  /** Its heading, which also names the region unless `label` does. */
  title: ReactNode;
  /** The region's name when the heading alone would be too short out of context (e.g. «Contenuto» of a QR Code). */
  label?: string;
  /** Left out of a printed page: inputs, where the printout keeps only the result and its rules. */
  noPrint?: boolean;
  children: ReactNode;
}

/** A titled card of a page, a region that assistive technologies list by its name. */
export function Card({ title, label, noPrint = false, children }: CardProps) {
  const id = useId();
  return (
    <section className={noPrint ? 'card no-print' : 'card'} {...(label ? { 'aria-label': label } : { 'aria-labelledby': `${id}-title` })}>
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
