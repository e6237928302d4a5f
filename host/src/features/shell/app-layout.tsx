import { logout, useSession, useSidebarExpanded, useTheme } from '@gestion/session';
import { useIsMobile } from '@gestion/ui';
import { theme as antdTheme } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '../auth/brand-mark';
import { PASSWORD_EDIT_PATH } from '../navigation/routes';
import { CollapseIcon, MenuIcon, MoonIcon, SunIcon, UserIcon, WarningIcon } from './icons';
import { MenuDrawer } from './menu-drawer';
import { SidebarMenu } from './sidebar-menu';
import './app-layout.css';

export const MUST_CHANGE_BANNER_MS = 5000;
export const MUST_CHANGE_TEXT = 'Debes cambiar tu contraseña antes de continuar.';
export const COPYRIGHT = '© 2025 Gestión. Todos los derechos reservados.';

const SIDER_WIDTH = 232;
const SIDER_COLLAPSED = 64;

/**
 * The antd theme's tokens as CSS variables: the layout is built from plain elements (no antd
 * Layout, Menu, Drawer, Button or Alert, which would weigh on every signed-in page) and still
 * follows the light/dark theme the remotes' components get.
 */
function useShellVars(): CSSProperties {
  const { token } = antdTheme.useToken();
  return useMemo(
    () =>
      ({
        '--shell-bg': token.colorBgContainer,
        '--shell-layout-bg': token.colorBgLayout,
        '--shell-elevated-bg': token.colorBgElevated,
        '--shell-border': token.colorBorderSecondary,
        '--shell-control-border': token.colorBorder,
        '--shell-text': token.colorText,
        '--shell-text-2': token.colorTextSecondary,
        '--shell-hover': token.colorBgTextHover,
        '--shell-active': token.colorBgTextActive,
        '--shell-primary': token.colorPrimary,
        '--shell-primary-hover': token.colorPrimaryHover,
        '--shell-selected-bg': token.controlItemBgActive,
        '--shell-focus': token.colorPrimaryBorder,
        '--shell-mask': token.colorBgMask,
        '--shell-warning-bg': token.colorWarningBg,
        '--shell-warning-border': token.colorWarningBorder,
        '--shell-warning': token.colorWarning,
        '--shell-radius': `${token.borderRadius}px`,
        '--shell-font': token.fontFamily,
        '--shell-font-size': `${token.fontSize}px`,
      }) as CSSProperties,
    [token],
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button type="button" className="shell-btn shell-btn--text" onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
      <span>{dark ? 'Claro' : 'Oscuro'}</span>
    </button>
  );
}

/** Yellow notice for 5 s; mounted only while the change is mandatory, so each time restarts the 5 s. */
function MustChangeBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setVisible(false), MUST_CHANGE_BANNER_MS);
    return () => clearTimeout(t);
  }, []);
  if (!visible) return null;
  return (
    <div role="alert" className="shell-banner">
      <WarningIcon />
      <span>{MUST_CHANGE_TEXT}</span>
    </div>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { user, mustChangePassword } = useSession();
  const [expanded, setExpanded] = useSidebarExpanded();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const vars = useShellVars();

  useEffect(() => setDrawerOpen(false), [pathname]);

  const username = user?.username;
  const siderWidth = isMobile ? 0 : expanded ? SIDER_WIDTH : SIDER_COLLAPSED;
  const wide = isMobile || expanded;

  const profileLink = (
    <Link to={PASSWORD_EDIT_PATH} title={username ?? 'Perfil'} className="shell-btn shell-btn--text shell-btn--block">
      <UserIcon />
      {wide && <span className="shell-ellipsis">{username || 'Perfil'}</span>}
    </Link>
  );

  return (
    <div className="shell" style={vars}>
      <header className="shell-header">
        {isMobile && (
          <button type="button" className="shell-btn shell-btn--text shell-btn--icon" aria-label="Abrir menú" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </button>
        )}
        <Link to="/user/dashboard" className="shell-brand">
          <BrandMark size={30} />
          <span className="shell-brand-name">Gestión</span>
        </Link>
        <span className="shell-header-spacer" />
        <ThemeToggle />
        {username && (
          <Link to={PASSWORD_EDIT_PATH} className="shell-user-link" title="Cambiar contraseña">
            {username}
          </Link>
        )}
        <button type="button" className="shell-btn" onClick={logout}>
          Salir
        </button>
      </header>

      {!isMobile && (
        <aside className="shell-sider" style={{ width: siderWidth }}>
          <div className="shell-sider-menu">
            <SidebarMenu collapsed={!expanded} onExpand={() => setExpanded(true)} />
          </div>
          <div className="shell-sider-bottom">
            {profileLink}
            <button
              type="button"
              className="shell-btn shell-btn--text shell-btn--block"
              aria-label={expanded ? 'Contraer menú' : 'Expandir menú'}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              <CollapseIcon collapsed={!expanded} />
              {expanded && <span>Contraer</span>}
            </button>
          </div>
        </aside>
      )}
      {isMobile && (
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menú" style={vars}>
          <div className="shell-drawer-menu">
            <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
          </div>
          <div className="shell-sider-bottom">{profileLink}</div>
        </MenuDrawer>
      )}

      <div className="shell-main" style={{ marginLeft: siderWidth }}>
        <main className="shell-content">
          {mustChangePassword && <MustChangeBanner />}
          {children}
        </main>
        <footer className="shell-footer">{COPYRIGHT}</footer>
      </div>
    </div>
  );
}
