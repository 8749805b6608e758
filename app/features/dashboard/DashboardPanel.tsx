import { AlertsPage } from '../alerts/AlertsPage';
import { FollowedPartiesPage } from '../follows/FollowedPartiesPage';
import { FollowedTendersPage } from '../follows/FollowedTendersPage';
import { NotificationsPage } from '../notifications/NotificationsPage';
import { PartyPage } from '../party/PartyPage';
import { PublicationsPage } from '../publications/PublicationsPage';
import { SearchPage } from '../search/SearchPage';
import { TenderPage } from '../tender/TenderPage';
import type { DashboardTab } from './dashboard-tabs';

/** The screen behind each dashboard tab. */
export function DashboardPanel({ tab }: { tab: DashboardTab }) {
  switch (tab) {
    case 'search':
      return <SearchPage />;

    case 'notifications':
      return <NotificationsPage />;

    case 'projects':
      return <FollowedTendersPage />;

    case 'parties':
      return <FollowedPartiesPage />;

    case 'project':
      return <TenderPage />;

    case 'party':
      return <PartyPage />;

    case 'alerts':
      return <AlertsPage />;

    case 'publications':
      return <PublicationsPage />;
  }
}
