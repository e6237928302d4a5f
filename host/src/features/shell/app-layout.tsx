import { useSession, useSidebarExpanded, useTheme } from '@gestion/session';
import { useAfterFirstPaint, useIsMobile } from '@gestion/ui';
import { Alert, Button, Drawer, Layout, theme as antdTheme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from '../auth/brand-mark';
import { PASSWORD_EDIT_PATH } from '../navigation/routes';
import { CollapseIcon, MenuIcon, MoonIcon, SunIcon, UserIcon } from './icons';
import { SidebarMenu } from './sidebar-menu';
import { signOut } from './sign-out';
import './app-layout.css';

export const MUST_CHANGE_BANNER_MS = 5000;
export const MUST_CHANGE_TEXT = 'Debes cambiar tu contraseña antes de continuar.';
export const COPYRIGHT = '© 2025 Gestión. Todos los derechos reservados.';

const SIDER_WIDTH = 232;
const SIDER_COLLAPSED = 64;

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button type="text" onClick={toggleTheme} icon={dark ? <SunIcon /> : <MoonIcon />}>
      {dark ? 'Claro' : 'Oscuro'}
    </Button>
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
  return <Alert type="warning" showIcon title={MUST_CHANGE_TEXT} style={{ marginBottom: 16 }} />;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { user, mustChangePassword } = useSession();
  const [expanded, setExpanded] = useSidebarExpanded();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = antdTheme.useToken();
  // The page's frame and its content are drawn first; the sidebar's menu and the controls beside
  // it once that frame has been painted: each antd component's first use computes its styles at
  // run time. On the reference laptop the dashboard's heading after 'Ingresar' went from 0.84-0.87
  // to 0.77-0.81 s, a revisit's from 0.58-0.60 to 0.56-0.57 s (bench/branch-line.mjs, one sitting).
  const painted = useAfterFirstPaint();

  useEffect(() => setDrawerOpen(false), [pathname]);

  const username = user?.username;
  const siderWidth = isMobile ? 0 : expanded ? SIDER_WIDTH : SIDER_COLLAPSED;

  // A link drawn as a button, not a button inside a link (two nested controls for a screen reader).
  const profileButton = (
    <Button
      type="text"
      block
      icon={<UserIcon />}
      href={PASSWORD_EDIT_PATH}
      title={username ?? 'Perfil'}
      onClick={(e) => {
        e.preventDefault();
        void navigate(PASSWORD_EDIT_PATH);
      }}
    >
      {(isMobile || expanded) && (username || 'Perfil')}
    </Button>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        className="shell-header"
        style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, color: token.colorText }}
      >
        {isMobile && (
          <Button type="text" icon={<MenuIcon />} aria-label="Abrir menú" onClick={() => setDrawerOpen(true)} />
        )}
        <Link to="/user/dashboard" className="shell-brand">
          <BrandMark size={30} />
          <span className="shell-brand-name">Gestión</span>
        </Link>
        <span className="shell-header-spacer" />
        {painted && <ThemeToggle />}
        {username && (
          <Link to={PASSWORD_EDIT_PATH} className="shell-user-link" title="Cambiar contraseña">
            {username}
          </Link>
        )}
        <Button onClick={signOut}>Salir</Button>
      </Layout.Header>

      <Layout className="shell-body">
        {!isMobile && (
          <Layout.Sider
            className="shell-sider"
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED}
            collapsed={!expanded}
            trigger={null}
            theme="light"
            style={{ background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
          >
            <div className="shell-sider-menu">{painted && <SidebarMenu />}</div>
            <div className="shell-sider-bottom" style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
              {painted && (
                <>
                  {profileButton}
                  <Button
                    type="text"
                    block
                    icon={<CollapseIcon collapsed={!expanded} />}
                    aria-label={expanded ? 'Contraer menú' : 'Expandir menú'}
                    aria-expanded={expanded}
                    onClick={() => setExpanded(!expanded)}
                  >
                    {expanded && 'Contraer'}
                  </Button>
                </>
              )}
            </div>
          </Layout.Sider>
        )}
        {isMobile && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={272}
            title="Menú"
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <div style={{ flex: 1 }}>
              <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
            </div>
            <div className="shell-sider-bottom">{profileButton}</div>
          </Drawer>
        )}
        <Layout className="shell-main" style={{ marginLeft: siderWidth }}>
          <Layout.Content className="shell-content">
            {mustChangePassword && <MustChangeBanner />}
            {children}
          </Layout.Content>
          <Layout.Footer className="shell-footer" style={{ color: token.colorTextSecondary }}>
            {COPYRIGHT}
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
