/** The app's mark: a rounded tile with three rising bars (ledger / growth). Plain SVG, no deps. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Gestión">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1e4fb8" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#brand-g)" />
      <rect x="12" y="25" width="6" height="11" rx="2" fill="#fff" opacity="0.75" />
      <rect x="21" y="19" width="6" height="17" rx="2" fill="#fff" opacity="0.88" />
      <rect x="30" y="12" width="6" height="24" rx="2" fill="#fff" />
    </svg>
  );
}
