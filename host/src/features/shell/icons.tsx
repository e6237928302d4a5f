// A few inline icons: @ant-design/icons is not a dependency of the host.
const base = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CollapseIcon = ({ collapsed }: { collapsed: boolean }) => (
  <svg {...base}>
    {collapsed ? <path d="M9 6l6 6-6 6" /> : <path d="M15 6l-6 6 6 6" />}
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const MoonIcon = () => (
  <svg {...base}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);
export const SunIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
const SECTION_PATHS = new Map([
  ['Usuario', 'M3 12l9-8 9 8M5 10v10h14V10'],
  ['Autenticación', 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'],
  ['Main', 'M4 5h16M4 12h16M4 19h10'],
  ['Terra', 'M3 20h18M5 20V10l7-5 7 5v10M10 20v-5h4v5'],
  ['Acmia', 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9'],
  ['Rodox', 'M4 19V9M10 19V5M16 19v-7M22 19H2'],
]);

/** The icon of a sidebar section, by its title; a section an area adds later gets the list icon. */
export const SectionIcon = ({ section }: { section: string }) => (
  <svg {...base} width={16} height={16}>
    <path d={SECTION_PATHS.get(section) ?? SECTION_PATHS.get('Main')} />
  </svg>
);
