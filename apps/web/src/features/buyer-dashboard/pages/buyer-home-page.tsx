import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useLatestRequirements } from '../api/get-requirements';
import { PropertyMatches } from '../components/property-matches';
import { requirementDefaults } from '../components/requirement-defaults';
import { RequirementsForm } from '../components/requirements-form';
import { SavedSearches } from '../components/saved-searches';
import { SearchHistory } from '../components/search-history';

const TABS = ['requirements', 'matches', 'history', 'saved'] as const;
type Tab = (typeof TABS)[number];

/** Default buyer view: requirements form, matches and search history; the tab is kept in ?tab=. */
export function BuyerHomePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'requirements';
  const setTab = (value: string) => setParams(value === 'requirements' ? {} : { tab: value }, { replace: true });
  const latest = useLatestRequirements();

  return (
    <div className="space-y-6">
      <div>
        <PageTitle>{BUYER_DASHBOARD.title}</PageTitle>
        {session?.fullName && (
          <p className="mt-1 text-slate-600">
            {BUYER_DASHBOARD.welcome}, {session.fullName}
          </p>
        )}
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <Tabs
          label={BUYER_DASHBOARD.title}
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'requirements',
              label: BUYER_DASHBOARD.tabs.requirements,
              content: latest.isPending ? (
                <p className="py-8 text-center text-sm text-slate-600">Loading...</p>
              ) : (
                // Remounts with the stored values once they are known (or the defaults if the call failed).
                <RequirementsForm
                  key={latest.data?.requirement?._id ?? 'new'}
                  defaults={requirementDefaults(session, latest.data?.requirement)}
                />
              ),
            },
            {
              value: 'matches',
              label: BUYER_DASHBOARD.tabs.matches,
              content: <PropertyMatches onEditRequirements={() => setTab('requirements')} />,
            },
            { value: 'history', label: BUYER_DASHBOARD.tabs.history, content: <SearchHistory /> },
            { value: 'saved', label: 'Saved searches', content: <SavedSearches /> },
          ]}
        />
      </div>
    </div>
  );
}
