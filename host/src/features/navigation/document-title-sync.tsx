import { useSession } from '@gestion/session';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, screenTitle } from './document-title';
import { useNavigation } from './navigation-store';

/**
 * Names the tab after the screen being shown, for every route (the host's and each area's).
 * It reads the route, not the screen: the tab is right before a remote's code has loaded, and
 * while a remote that is down shows its retry panel.
 */
export function DocumentTitleSync() {
  const { pathname } = useLocation();
  const { areas } = useNavigation();
  const { isAuthenticated } = useSession();
  const title = documentTitle(screenTitle(areas, pathname, isAuthenticated));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
