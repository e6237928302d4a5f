import { useSession } from '@gestion/session';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronIcon, SectionIcon } from './icons';
import { useNavigation } from '../navigation/navigation-store';
import { sidebarSections, visibleSections } from '../navigation/routes';

interface SidebarMenuProps {
  /** Called after following an item (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Icons only (the collapsed sidebar); choosing a section asks to expand the sidebar with it open. */
  collapsed?: boolean;
  onExpand?: () => void;
}

/** Up/Down, Home/End move between the sidebar's entries; Left/Right close or open a section. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const entries = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-sidebar-entry]')];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[e.key];
  if (to === undefined || entries.length === 0) return;
  e.preventDefault();
  entries[(to + entries.length) % entries.length]!.focus();
}

/**
 * The areas' sections, each a disclosure of its links. Plain elements (no antd Menu): the
 * signed-in layout stays light. Sections start collapsed (spec); the active item is highlighted.
 */
export function SidebarMenu({ onNavigate, collapsed = false, onExpand }: SidebarMenuProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const { areas } = useNavigation();
  const sections = useMemo(() => visibleSections(sidebarSections(areas), session), [areas, session]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const setSection = (label: string, value: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (value) next.add(label);
      else next.delete(label);
      return next;
    });

  const selected = sections.flatMap((s) => s.items).find((i) => pathname.startsWith(i.to))?.to;

  return (
    <nav aria-label="Menú principal" className={collapsed ? 'shell-nav shell-nav--collapsed' : 'shell-nav'}>
      <ul role="menu" aria-orientation="vertical" className="shell-nav-list" onKeyDown={moveFocus}>
        {sections.map((s) => {
          const expanded = !collapsed && open.has(s.label);
          const active = s.items.some((i) => i.to === selected);
          const listId = `shell-nav-${s.label.replace(/\W+/g, '-')}`;
          return (
            <li key={s.label} role="none">
              <button
                type="button"
                role="menuitem"
                data-sidebar-entry
                className={`shell-nav-section${active ? ' is-active' : ''}`}
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                title={collapsed ? s.label : undefined}
                onClick={() => {
                  if (collapsed) {
                    setSection(s.label, true);
                    onExpand?.();
                  } else setSection(s.label, !expanded);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight' && !expanded && !collapsed) setSection(s.label, true);
                  else if (e.key === 'ArrowLeft' && expanded) setSection(s.label, false);
                }}
              >
                <SectionIcon section={s.label} />
                <span className="shell-nav-label">{s.label}</span>
                {!collapsed && <ChevronIcon open={expanded} />}
              </button>
              {expanded && (
                <ul role="group" id={listId} aria-label={s.label} className="shell-nav-items">
                  {s.items.map((i) => (
                    <li key={i.to} role="none">
                      <Link
                        to={i.to}
                        data-sidebar-entry
                        className={`shell-nav-item${i.to === selected ? ' is-selected' : ''}`}
                        aria-current={i.to === selected ? 'page' : undefined}
                        onClick={onNavigate}
                      >
                        {i.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
