import { useSession } from '@gestion/session';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SectionIcon } from './icons';
import { useNavigation } from '../navigation/navigation-store';
import { sidebarSections, visibleSections } from '../navigation/routes';
import { preloadAreasOf, preloadLink, type Preload } from '../preload/preload-once';
import { preloadOnce } from '../preload/preloader';

/**
 * Sections start collapsed (spec); the active item is highlighted. Pointing at a section (hover,
 * or opening it) loads its areas' entries ahead, and an item (hover or focus) its screen: by the
 * click, only the screen's data is left to wait for.
 */
export function SidebarMenu({ onNavigate, preload = preloadOnce }: { onNavigate?: () => void; preload?: Preload }) {
  const session = useSession();
  const { pathname } = useLocation();
  const { areas } = useNavigation();
  const sections = useMemo(() => visibleSections(sidebarSections(areas), session), [areas, session]);

  const ahead = (to: string) => () => void preloadLink(preload, areas, to);
  const items: MenuProps['items'] = sections.map((s) => ({
    key: s.label,
    label: s.label,
    icon: <SectionIcon section={s.label} />,
    onTitleMouseEnter: () => void preloadAreasOf(preload, areas, s.items.map((i) => i.to)),
    children: s.items.map((i) => ({
      key: i.to,
      label: (
        <Link to={i.to} onClick={onNavigate} onMouseEnter={ahead(i.to)} onFocus={ahead(i.to)}>
          {i.label}
        </Link>
      ),
    })),
  }));
  // A section opened without a pointer (keyboard): its areas' entries, as on hover. Its screens
  // wait for their item: one of them may be heavy (a chart library).
  const onOpenChange = (open: string[]) => {
    for (const s of sections.filter((x) => open.includes(x.label))) void preloadAreasOf(preload, areas, s.items.map((i) => i.to));
  };

  const selected = sections.flatMap((s) => s.items).find((i) => pathname.startsWith(i.to))?.to;

  return (
    <nav aria-label="Menú principal">
      <Menu mode="inline" items={items} onOpenChange={onOpenChange} selectedKeys={selected ? [selected] : []} defaultOpenKeys={[]} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}
