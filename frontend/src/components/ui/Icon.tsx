import { ICON_PATHS, type IconName } from './icons';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative line icon; the text next to it carries the meaning, so it is hidden from assistive technology. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
