import { Navigate, useParams } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';

function CompaniesEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/org/company/edit/${encodeURIComponent(id)}`} replace />;
}

/** /org/company list, details and edit (spec 02 §2.3); the router puts them behind the admin-or-owner guard. */
export const orgCompanyRoutes: FeatureRoutes = {
  app: [
    { path: 'org/company', lazy: { Component: async () => (await import('./routes/companies-list')).CompaniesListRoute } },
    {
      path: 'org/company/details/:id',
      lazy: { Component: async () => (await import('./routes/company-details')).CompanyDetailsRoute },
    },
    { path: 'org/company/edit/:id', lazy: { Component: async () => (await import('./routes/company-edit')).CompanyEditRoute } },
    // Links to /companies and /companies/edit/{id} also appear (spec 02 §2.3).
    { path: 'companies', element: <Navigate to="/org/company" replace /> },
    { path: 'companies/edit/:id', element: <CompaniesEditRedirect /> },
  ],
};
