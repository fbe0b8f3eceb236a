/** The planet-and-orbit mark of Orbita. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="orbita-planet" cx="40%" cy="35%" r="70%">
          <stop offset="0" stopColor="#c4b5fd" />
          <stop offset="1" stopColor="#6d28d9" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="14" fill="url(#orbita-planet)" />
      <ellipse cx="32" cy="32" rx="28" ry="9" fill="none" stroke="#67e8f9" strokeWidth="3" transform="rotate(-20 32 32)" />
      <circle cx="54" cy="16" r="2.5" fill="#fff" />
    </svg>
  );
}
