import { useSession } from '@gestion/session';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SectionIcon } from './icons';
import { useNavigation } from '../navigation/navigation-store';
import { sidebarSections, visibleSections } from '../navigation/routes';

/** Sections start collapsed (spec); the active item is highlighted. */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const { areas } = useNavigation();
  const sections = useMemo(() => visibleSections(sidebarSections(areas), session), [areas, session]);

  const items: MenuProps['items'] = sections.map((s) => ({
    key: s.label,
    label: s.label,
    icon: <SectionIcon section={s.label} />,
    children: s.items.map((i) => ({
      key: i.to,
      label: (
        <Link to={i.to} onClick={onNavigate}>
          {i.label}
        </Link>
      ),
    })),
  }));

  const selected = sections.flatMap((s) => s.items).find((i) => pathname.startsWith(i.to))?.to;

  return (
    <nav aria-label="Menú principal">
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} defaultOpenKeys={[]} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}
