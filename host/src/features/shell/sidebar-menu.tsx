import { useSession } from '@gestion/session';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SectionIcon } from './icons';
import { visibleSections } from './sidebar-items';

/** Sections start collapsed (spec); the active item is highlighted. */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const sections = useMemo(() => visibleSections(session), [session]);

  const items: MenuProps['items'] = sections.map((s) => ({
    key: s.key,
    label: s.label,
    icon: <SectionIcon name={s.key} />,
    children: s.items.map((i) => ({
      key: i.path,
      label: (
        <Link to={i.path} onClick={onNavigate}>
          {i.label}
        </Link>
      ),
    })),
  }));

  const selected = sections.flatMap((s) => s.items).find((i) => pathname.startsWith(i.path))?.path;

  return (
    <nav aria-label="Menú principal">
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} defaultOpenKeys={[]} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}
