import { AlertsPage } from '../alerts/AlertsPage';
import { UnderConstruction } from '../layout/UnderConstruction';
import { PartyPage } from '../party/PartyPage';
import { SearchPage } from '../search/SearchPage';
import { TenderPage } from '../tender/TenderPage';
import type { DashboardTab } from './dashboard-tabs';

/** The screen behind each dashboard tab. */
export function DashboardPanel({ tab }: { tab: DashboardTab }) {
  switch (tab) {
    case 'search':
      return <SearchPage />;

    case 'notifications':
      return <UnderConstruction titleKey="dashboard.titles.notifications" />;

    case 'projects':
      return <UnderConstruction titleKey="dashboard.titles.projects" />;

    case 'parties':
      return <UnderConstruction titleKey="dashboard.titles.parties" />;

    case 'project':
      return <TenderPage />;

    case 'party':
      return <PartyPage />;

    case 'alerts':
      return <AlertsPage />;
  }
}
